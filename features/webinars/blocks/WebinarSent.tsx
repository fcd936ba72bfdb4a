import { useParams } from 'react-router-dom';
import { webinars } from 'virtual:webinars';
import { webinarText } from '../../../content/webinar-text.ts';
import { Seo } from '../../../components/head/Seo.tsx';
import { siteUrl } from '../../../components/head/site-url.ts';
import { NotFound } from '../../../components/sections/NotFound.tsx';
import { Section } from '../../../components/sections/Section.tsx';
import { theme } from '../../../components/theme/tokens.ts';
import { calendarEvent, calendarLinks, WEBINARS_PATH } from '@shared/webinars/calendar-event';
import { sessionWhen } from '@shared/webinars/when';
import { leadForms } from '@shared/forms/leads/lead-forms';

/**
 * /webinar-sent/<session>/: where a webinar form lands without JavaScript once the function has stored it
 * (pages/webinar-sent/[session].mdx, one page per session). It says what the visitor got for that session:
 * the add-to-calendar links of a registration, the recording, or that the recording will follow by email.
 */
export default function WebinarSent() {
  const { session: slug } = useParams();
  const session = webinars.find((s) => s.slug === slug);
  if (!session) return <NotFound />;
  const words =
    session.state === 'upcoming' ? webinarText.registered : session.state === 'recorded' ? webinarText.recording : webinarText.requested;
  return (
    <>
      <Seo title={words.title} description={words.description} noindex />
      <Section narrow>
        <h1>{words.title}</h1>
        {session.state === 'upcoming' && (
          <>
            <p>{webinarText.registered.lead(session.title, sessionWhen(session, { weekday: true }))}</p>
            <p>{webinarText.registered.calendar}</p>
            <ul css={{ display: 'grid', gap: theme.space.sm }}>
              {calendarLinks(calendarEvent(session, { siteUrl }), session.slug).map((link) => (
                <li key={link.label}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </>
        )}
        {session.state === 'recorded' && session.recording && (
          <>
            <p>{webinarText.recording.lead(session.title)}</p>
            <p>
              <a href={session.recording}>{leadForms['webinar-recording'].after.linkLabel}</a>
            </p>
          </>
        )}
        {session.state === 'unrecorded' && <p>{webinarText.requested.lead(session.title)}</p>}
        <p>
          <a href={WEBINARS_PATH}>{webinarText.back}</a>
        </p>
      </Section>
    </>
  );
}
