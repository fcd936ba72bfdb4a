import { Island } from '../../../components/runtime/Island.tsx';
import { ISLANDS } from '../../../components/runtime/islands.ts';
import { LeadForm } from '../LeadForm.tsx';

/** The white paper's request form (an island: its code sends it in place). */
export default function WhitePaperForm() {
  return <Island island={ISLANDS.leadForm} component={LeadForm} props={{ name: 'white-paper' as const }} />;
}
