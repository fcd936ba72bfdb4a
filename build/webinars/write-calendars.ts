import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calendarEvent } from '../../supabase/functions/_shared/webinars/calendar-event.ts';
import { calendarFile } from '../../supabase/functions/_shared/webinars/calendar-file.ts';
import { calendarFilePath, sessionState, type WebinarSession } from '../../supabase/functions/_shared/webinars/session.ts';

/**
 * Writes the .ics file of each session still upcoming at `now` into dist (the add-to-calendar link on the
 * registration's page and in its email), without the join link; answers the files' routes.
 */
export async function writeCalendarFiles(dist: string, sessions: readonly WebinarSession[], siteUrl: string, now: number) {
  const routes: string[] = [];
  for (const session of sessions.filter((s) => sessionState(s, now) === 'upcoming')) {
    const route = calendarFilePath(session.slug);
    const file = path.join(dist, route);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, calendarFile(calendarEvent(session, { siteUrl })));
    routes.push(route);
  }
  return routes;
}
