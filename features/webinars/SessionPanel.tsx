import { webinarText } from '../../content/webinar-text.ts';
import { Island } from '../../components/runtime/Island.tsx';
import { ISLANDS } from '../../components/runtime/islands.ts';
import { Panel } from '../../components/sections/Panel.tsx';
import { theme } from '../../components/theme/tokens.ts';
import type { ListedWebinar } from '@shared/webinars/session';
import { durationText, sessionWhen } from '@shared/webinars/when';
import { sessionFormFor } from '@shared/forms/leads/lead-forms';
import { LeadForm } from '../forms/LeadForm.tsx';
import { SessionDetails } from './SessionDetails.tsx';

/**
 * One session of the webinars page: when it is (in its own time zone), what it covers, and its form. An
 * upcoming session takes registrations; a past one hands over its recording, or says honestly that there is
 * none yet and takes a request for it. Each form is a lead-form island of its own, started as the visitor nears it.
 */
export function SessionPanel({ session }: { session: ListedWebinar }) {
  const upcoming = session.state === 'upcoming';
  const when = sessionWhen(session, { weekday: upcoming });
  return (
    <Panel>
      <h3>{session.title}</h3>
      {upcoming ? (
        <p>
          <strong>
            <time dateTime={session.startsAt}>{webinarText.upcomingWhen(when, durationText(session.durationMinutes))}</time>
          </strong>{' '}
          {webinarText.register}
        </p>
      ) : (
        <p>
          <strong>
            <time dateTime={session.startsAt}>{webinarText.heldOn(when)}</time>
          </strong>{' '}
          {webinarText.closed} {session.state === 'recorded' ? webinarText.recorded : webinarText.noRecording}
        </p>
      )}
      <SessionDetails session={session} />
      <div css={{ marginTop: theme.space.sm }}>
        <Island
          island={ISLANDS.leadForm}
          component={LeadForm}
          props={{ name: sessionFormFor(session.state), session: { slug: session.slug, title: session.title } }}
        />
      </div>
    </Panel>
  );
}
