import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { text } from './lists.ts';

/** A session's slug (its file name, content/webinars/<slug>.json): lowercase words joined by hyphens. */
export const WEBINAR_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * The UTC instant (ISO 8601, with Z) of a wall-clock time in an IANA time zone. Throws for a time the zone
 * skips or repeats on that day (a daylight-saving change): the file must name a time that happens once.
 */
export function resolveStart(local: string, timeZone: string): string {
  return Temporal.PlainDateTime.from(local).toZonedDateTime(timeZone, { disambiguation: 'reject' }).toInstant().toString();
}

const httpsUrl = z.url({ protocol: /^https$/, error: 'a full https:// address' });

/**
 * A content/webinars/<slug>.json file. `start` is the wall-clock time in `timeZone`, as the session is
 * announced ('2:00 PM EST'): the site shows it in that zone, and invitations carry it in UTC.
 */
export const webinarSchema = z
  .strictObject({
    title: text,
    start: z.string().regex(LOCAL_TIME, 'the local start time as YYYY-MM-DDTHH:MM, e.g. 2024-03-25T14:00'),
    timeZone: z.string().refine(isTimeZone, 'an IANA time zone such as America/New_York'),
    durationMinutes: z.number().int().min(15).max(480),
    speakers: z.array(z.strictObject({ name: text, role: text })).min(1),
    summary: text,
    agenda: z.array(text).min(1),
    /** The recording, once there is one: the page then hands it over after the form. */
    recording: httpsUrl.optional(),
    /** The link to join the live session: in the registrant's email and invitation only, never on a page. */
    joinUrl: httpsUrl.optional(),
  })
  .superRefine((webinar, ctx) => {
    if (!LOCAL_TIME.test(webinar.start) || !isTimeZone(webinar.timeZone)) return;
    try {
      resolveStart(webinar.start, webinar.timeZone);
    } catch {
      ctx.addIssue({
        code: 'custom',
        path: ['start'],
        message: `${webinar.start} does not happen exactly once in ${webinar.timeZone} (the clocks change that night): pick another time`,
      });
    }
  });

export type WebinarFile = z.infer<typeof webinarSchema>;
