import { webinarText } from '../../content/webinar-text.ts';
import { CheckList } from '../../components/sections/CheckList.tsx';
import { theme } from '../../components/theme/tokens.ts';
import type { ListedWebinar } from '@shared/webinars/session';
import { speakersText } from '@shared/webinars/when';

/** What a session is about: its summary, its speakers and its agenda. */
export function SessionDetails({ session }: { session: ListedWebinar }) {
  return (
    <>
      <p>{session.summary}</p>
      <p css={{ fontSize: theme.text.sm }}>
        <strong>{webinarText.speakers}:</strong> {speakersText(session.speakers)}
      </p>
      <h4 css={{ margin: `${theme.space.sm} 0 0`, fontSize: theme.text.base }}>{webinarText.agenda}</h4>
      <CheckList items={session.agenda} />
    </>
  );
}
