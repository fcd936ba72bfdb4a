import { calendarFilePath, sessionEnd, type WebinarSession } from './session.ts';
import { durationText, sessionWhen, speakersText } from './when.ts';

/** A session as a calendar entry: the same text in the .ics invitation and in each add-to-calendar link. */
export interface CalendarEvent {
  uid: string;
  title: string;
  /** Epoch milliseconds. */
  start: number;
  end: number;
  durationMinutes: number;
  timeZone: string;
  description: string;
  location: string;
  /** The webinars page. */
  url: string;
}

export const WEBINARS_PATH = '/resources/webinars';
const NO_JOIN_LINK = 'We will email you the link to join before the session starts.';

/**
 * The calendar entry of a session. `withJoinUrl` only for a registrant's own email: the join link is never on
 * a public page or in the public .ics file. The UID is the same everywhere, so a calendar that gets the entry
 * twice (from the page and from the email) keeps one.
 */
export function calendarEvent(session: WebinarSession, { siteUrl, withJoinUrl = false }: { siteUrl: string; withJoinUrl?: boolean }) {
  const url = new URL(WEBINARS_PATH, siteUrl).href;
  const join = withJoinUrl && session.joinUrl ? `Join: ${session.joinUrl}` : NO_JOIN_LINK;
  const description = [
    session.summary,
    `When: ${sessionWhen(session, { weekday: true })} (${durationText(session.durationMinutes)})`,
    `Speakers: ${speakersText(session.speakers)}`,
    join,
    `Details: ${url}`,
  ].join('\n\n');
  return {
    uid: `webinar-${session.slug}@${new URL(siteUrl).hostname}`,
    title: session.title,
    start: Date.parse(session.startsAt),
    end: sessionEnd(session),
    durationMinutes: session.durationMinutes,
    timeZone: session.timeZone,
    description,
    location: withJoinUrl && session.joinUrl ? session.joinUrl : 'Online',
    url,
  } satisfies CalendarEvent;
}

/** 20990611T140000Z: the UTC form Google Calendar takes. */
const compactUtc = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
/** 2099-06-11T14:00:00Z: the form Outlook takes; with its Z, no calendar reads it as its own local time. */
const isoUtc = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Google Calendar's event template, in UTC, shown in the session's own zone. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compactUtc(event.start)}/${compactUtc(event.end)}`,
    ctz: event.timeZone,
    details: event.description,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** Outlook on the web's new-event form: outlook.live.com for a personal account, outlook.office.com for a work one. */
export function outlookCalendarUrl(event: CalendarEvent, host: 'outlook.live.com' | 'outlook.office.com'): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: isoUtc(event.start),
    enddt: isoUtc(event.end),
    body: event.description,
    location: event.location,
  });
  return `https://${host}/calendar/0/action/compose?${params}`;
}

export interface CalendarLink {
  label: string;
  href: string;
}

/** The add-to-calendar links of a session: Google, both Outlooks, and the site's .ics file (root-relative). */
export function calendarLinks(event: CalendarEvent, slug: string): CalendarLink[] {
  return [
    { label: 'Google Calendar', href: googleCalendarUrl(event) },
    { label: 'Outlook.com', href: outlookCalendarUrl(event, 'outlook.live.com') },
    { label: 'Outlook for work (Microsoft 365)', href: outlookCalendarUrl(event, 'outlook.office.com') },
    { label: 'Apple Calendar and others (.ics)', href: calendarFilePath(slug) },
  ];
}
