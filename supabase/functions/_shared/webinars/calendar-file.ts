import { createEvent } from 'ics';
import type { CalendarEvent } from './calendar-event.ts';

/**
 * The session as an RFC 5545 calendar (one VEVENT, METHOD:PUBLISH: an entry to add, not a meeting to answer),
 * built by the `ics` package: DTSTART in UTC, DURATION, a stable UID, text escaped and lines folded, CRLF ends.
 */
export function calendarFile(event: CalendarEvent): string {
  const { error, value } = createEvent({
    productId: '-//PayLean//Webinars//EN',
    method: 'PUBLISH',
    uid: event.uid,
    title: event.title,
    start: event.start,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: event.durationMinutes },
    description: event.description,
    location: event.location,
    url: event.url,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw new Error(`The calendar file could not be built: ${error?.message ?? 'no output'}`);
  return value;
}

/** The MIME type of the file: on the site, and for the email's attachment. */
export const CALENDAR_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';
