import { Island } from '../../../components/runtime/Island.tsx';
import { ISLANDS } from '../../../components/runtime/islands.ts';
import { LeadForm } from '../LeadForm.tsx';

/** The newsletter's sign-up form (double opt-in), on /blog and under every post: an island that sends it in place. */
export default function NewsletterSignup() {
  return <Island island={ISLANDS.leadForm} component={LeadForm} props={{ name: 'newsletter' as const }} />;
}
