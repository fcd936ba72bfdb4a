import { NotSentReasons } from '../../../components/ui/NotSentReasons.tsx';
import { NOT_SENT_GENERIC, NOT_SENT_REASONS } from '../contact-not-sent.ts';

/** Why a contact form posted without JavaScript was not sent: the reason the function names in the address. */
export default function ContactNotSent() {
  return <NotSentReasons reasons={NOT_SENT_REASONS} generic={NOT_SENT_GENERIC} />;
}
