import { Island } from '../../../components/runtime/Island.tsx';
import { NewsletterForm } from '../NewsletterForm.tsx';

/** The blog's subscribe box (an island: its code says what a submit does). */
export default function NewsletterSignup() {
  return <Island name="newsletter" component={NewsletterForm} props={{}} />;
}
