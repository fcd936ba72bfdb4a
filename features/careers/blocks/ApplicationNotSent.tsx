import { applicationText } from '../../../content/application-text.ts';
import { NotSentReasons } from '../../../components/ui/NotSentReasons.tsx';
import { APPLICATION_NOT_SENT_REASONS } from '../application-not-sent.ts';

/** Why an application posted without JavaScript was not sent: its résumé, a field, or the server. */
export default function ApplicationNotSent() {
  return <NotSentReasons reasons={APPLICATION_NOT_SENT_REASONS} generic={applicationText.notSentGeneric} />;
}
