import type { WebinarSession } from './session.ts';

/**
 * When a session is, in its own time zone: 'March 25, 2024 at 2:00 PM EST', or with the weekday
 * ('Thursday, June 11, 2099 at 10:00 AM EDT'). The zone's abbreviation is the one in force that day.
 */
export function sessionWhen(session: Pick<WebinarSession, 'startsAt' | 'timeZone'>, { weekday = false } = {}): string {
  const { startsAt, timeZone } = session;
  const instant = new Date(startsAt);
  const date = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(weekday && { weekday: 'long' }),
  }).format(instant);
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(instant);
  // Some ICU versions put a narrow no-break space before AM/PM: the same text everywhere (page, email, tests).
  return `${date} at ${time}`.replace(/[\u00a0\u202f]/g, ' ');
}

/** '60 minutes', '1 minute'. */
export const durationText = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

/** 'Priya Natarajan (Director of Product, AI Automation) and Maria Santos (Head of Payroll Strategy)'. */
export function speakersText(speakers: WebinarSession['speakers']): string {
  const names = speakers.map((s) => `${s.name} (${s.role})`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}
