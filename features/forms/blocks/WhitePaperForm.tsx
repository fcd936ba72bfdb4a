import { Island } from '../../../components/runtime/Island.tsx';
import { LeadForm } from '../LeadForm.tsx';

/** The white paper's request form (an island: its code sends it in place). */
export default function WhitePaperForm() {
  return <Island name="lead-form" component={LeadForm} props={{ name: 'white-paper' as const }} />;
}
