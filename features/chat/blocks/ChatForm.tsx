import { Island } from '../../../components/runtime/Island.tsx';
import { ISLANDS } from '../../../components/runtime/islands.ts';
import { LeadForm } from '../../forms/LeadForm.tsx';

/** The question form on the chat's own page (/chat): where Start Chat leads without JavaScript; sent in place with it. */
export default function ChatForm() {
  return <Island island={ISLANDS.leadForm} component={LeadForm} props={{ name: 'chat' as const }} />;
}
