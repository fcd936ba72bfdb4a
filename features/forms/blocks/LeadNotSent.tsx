import { NotSentReasons } from '../../../components/ui/NotSentReasons.tsx';
import { LEAD_NOT_SENT_GENERIC, LEAD_NOT_SENT_REASONS } from '../lead-not-sent.ts';

/** Why a lead form (white paper, newsletter, webinar) posted without JavaScript was not sent. */
export default function LeadNotSent() {
  return <NotSentReasons reasons={LEAD_NOT_SENT_REASONS} generic={LEAD_NOT_SENT_GENERIC} />;
}
