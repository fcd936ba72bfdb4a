import { webinars } from 'virtual:webinars';
import { webinarText } from '../../../content/webinar-text.ts';
import { theme } from '../../../components/theme/tokens.ts';
import { SessionPanel } from '../SessionPanel.tsx';

const listStyle = { display: 'grid', gap: theme.space.xl, marginTop: theme.space.lg };

/**
 * The sessions of /resources/webinars, each with its form: every session of content/webinars/, the upcoming
 * ones first (or a sentence that there is none), then the past ones.
 */
export default function WebinarSessions() {
  const upcoming = webinars.filter((session) => session.state === 'upcoming');
  const past = webinars.filter((session) => session.state !== 'upcoming');
  return (
    <>
      <h2 css={{ marginTop: 0 }}>{webinarText.upcomingHeading}</h2>
      {upcoming.length ? (
        <div css={listStyle}>
          {upcoming.map((session) => (
            <SessionPanel key={session.slug} session={session} />
          ))}
        </div>
      ) : (
        <p>{webinarText.noUpcoming}</p>
      )}
      {past.length > 0 && (
        <>
          <h2 css={{ marginTop: theme.space.section }}>{webinarText.pastHeading}</h2>
          <div css={listStyle}>
            {past.map((session) => (
              <SessionPanel key={session.slug} session={session} />
            ))}
          </div>
        </>
      )}
    </>
  );
}
