import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fillAll } from '../../content/placeholders.ts';
import { currentPlaceholderValues } from '../content/facts-file.ts';
import { resolveStart, WEBINAR_SLUG, webinarSchema, type WebinarFile } from '../../content/schemas/webinar.ts';
import { scheduleOf, sessionState, type ListedWebinar, type WebinarSession } from '../../supabase/functions/_shared/webinars/session.ts';

/** One file per session, content/webinars/<slug>.json. */
export const webinarsDir = path.resolve(import.meta.dirname, '../../content/webinars');

/**
 * Example sessions that only the test build (`--mode test`) and the tests include: an upcoming one to register
 * for and a past one with a recording, so the public site never shows a session that is not real.
 */
export const webinarFixturesDir = path.resolve(import.meta.dirname, '../../tests/fixtures/webinars');

/** The folders a build in `mode` reads its sessions from. */
export const webinarDirs = (mode: string) => (mode === 'test' ? [webinarsDir, webinarFixturesDir] : [webinarsDir]);

/** A session file's data, or one line per problem naming the file and the field. */
export function checkWebinarFile(source: string, label: string): { data?: WebinarFile; problems: string[] } {
  const problems: string[] = [];
  if (!WEBINAR_SLUG.test(path.basename(label, '.json')))
    problems.push(`${label}: the file name is the session's id: lowercase words joined by hyphens`);
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    return { problems: [...problems, `${label}: not valid JSON: ${(error as Error).message}`] };
  }
  const result = webinarSchema.safeParse(data);
  if (!result.success)
    return {
      problems: [...problems, ...result.error.issues.map((issue) => `${label}: "${issue.path.join('.') || 'file'}" ${issue.message}`)],
    };
  return problems.length ? { problems } : { data: result.data, problems };
}

/**
 * The session of a checked file: its start resolved to a UTC instant, its texts' claims filled
 * (`{accuracy}`: content/facts.json), empty optional fields left out.
 */
export function toSession(slug: string, file: WebinarFile): WebinarSession {
  const { title, start, timeZone, durationMinutes, speakers, summary, agenda, recording, joinUrl } = fillAll(
    file,
    currentPlaceholderValues(),
  );
  return {
    slug,
    title,
    startsAt: resolveStart(start, timeZone),
    timeZone,
    durationMinutes,
    speakers,
    summary,
    agenda,
    ...(recording && { recording }),
    ...(joinUrl && { joinUrl }),
  };
}

/** Every session of these folders, the earliest first. Read from disk on every call; throws with one line per problem. */
export function loadWebinars(dirs: readonly string[] = [webinarsDir]): WebinarSession[] {
  const problems: string[] = [];
  const sessions: WebinarSession[] = [];
  for (const dir of dirs) {
    for (const name of readdirSync(dir).sort()) {
      if (!name.endsWith('.json')) continue;
      const label = path
        .relative(path.resolve(import.meta.dirname, '..'), path.join(dir, name))
        .split(path.sep)
        .join('/');
      const checked = checkWebinarFile(readFileSync(path.join(dir, name), 'utf8'), label);
      problems.push(...checked.problems);
      if (checked.data) sessions.push(toSession(name.slice(0, -'.json'.length), checked.data));
    }
  }
  const slugs = sessions.map((s) => s.slug);
  for (const slug of new Set(slugs.filter((s, i) => slugs.indexOf(s) !== i))) problems.push(`two sessions named ${slug}`);
  if (problems.length) throw new Error(`Webinars:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return sessions.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.slug.localeCompare(b.slug));
}

/** The sessions as of `now`: upcoming ones first (the soonest first), then past ones (the latest first). */
export function listWebinars(sessions: readonly WebinarSession[], now: number): ListedWebinar[] {
  const { upcoming, past } = scheduleOf(sessions, now);
  return [...upcoming, ...past].map(({ joinUrl: _joinUrl, ...session }) => ({ ...session, state: sessionState(session, now) }));
}
