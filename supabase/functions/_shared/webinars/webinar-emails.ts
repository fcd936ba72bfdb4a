import type { Email } from '../delivery/mail.ts';
import { calendarEvent, calendarLinks } from './calendar-event.ts';
import { CALENDAR_TYPE, calendarFile } from './calendar-file.ts';
import type { WebinarSession } from './session.ts';
import { durationText, sessionWhen } from './when.ts';

const absolute = (href: string, siteUrl: string) => new URL(href, siteUrl).href;

/** A registration's confirmation: when and how to join, the add-to-calendar links, and the .ics invitation attached. */
export function invitationEmail(session: WebinarSession, to: string, siteUrl: string): Email {
  const event = calendarEvent(session, { siteUrl, withJoinUrl: true });
  const links = calendarLinks(event, session.slug).map((link) => `${link.label}: ${absolute(link.href, siteUrl)}`);
  const join = session.joinUrl
    ? `Join the session here: ${session.joinUrl}`
    : 'We will email you the link to join before the session starts.';
  return {
    to,
    subject: `You are registered: ${session.title}`,
    text:
      `Thank you for registering for "${session.title}".\n\n` +
      `When: ${sessionWhen(session, { weekday: true })} (${durationText(session.durationMinutes)})\n` +
      `${join}\n\n` +
      'The invitation is attached: open it to add the session to your calendar, or use one of these links:\n\n' +
      `${links.join('\n')}\n\n` +
      'The PayLean team\n',
    attachments: [{ filename: `${session.slug}.ics`, contentType: CALENDAR_TYPE, content: calendarFile(event) }],
    link: event.url,
  };
}

/** A past session's recording, asked for on the webinars page. */
export function recordingEmail(session: WebinarSession & { recording: string }, to: string): Email {
  return {
    to,
    subject: `The recording of ${session.title}`,
    text:
      `Thank you for your interest in PayLean. Here is the recording of "${session.title}", ` +
      `held on ${sessionWhen(session)}:\n\n${session.recording}\n\nThe PayLean team\n`,
    link: session.recording,
  };
}
