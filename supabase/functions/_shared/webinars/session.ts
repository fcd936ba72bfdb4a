// A webinar session as the site and the submit-form function know it: one file per session in
// content/webinars/ (build/webinars/sessions.ts reads and checks them), its start resolved to a UTC instant.
// No zod and no Node here: the function runs this under Deno.

export interface Speaker {
  name: string;
  role: string;
}

export interface WebinarSession {
  /** Its file name: content/webinars/<slug>.json. */
  slug: string;
  title: string;
  /** The start as a UTC instant (ISO 8601, ending in Z), resolved from the file's local time in `timeZone`. */
  startsAt: string;
  /** The IANA time zone the session is announced in: its date and time are shown there. */
  timeZone: string;
  durationMinutes: number;
  speakers: Speaker[];
  summary: string;
  agenda: string[];
  /** Where its recording is, once there is one. */
  recording?: string;
  /** The link to join the live session: only in the invitation, never on the site's pages. */
  joinUrl?: string;
}

/** Where a session stands: it decides which form its page shows and which form may name it. */
export type SessionState = 'upcoming' | 'recorded' | 'unrecorded';

/** A session as the site shows it: where it stands as of the build, and never its join link. */
export type ListedWebinar = Omit<WebinarSession, 'joinUrl'> & { state: SessionState };

/** Upcoming until it starts (registration closes then); after that, past with or without a recording. */
export function sessionState(session: Pick<WebinarSession, 'startsAt' | 'recording'>, now: number): SessionState {
  if (Date.parse(session.startsAt) > now) return 'upcoming';
  return session.recording ? 'recorded' : 'unrecorded';
}

/** When the session ends, as epoch milliseconds. */
export const sessionEnd = (session: Pick<WebinarSession, 'startsAt' | 'durationMinutes'>) =>
  Date.parse(session.startsAt) + session.durationMinutes * 60_000;

/** Upcoming sessions first, the soonest first; then past ones, the latest first. */
export function scheduleOf<S extends Pick<WebinarSession, 'startsAt' | 'recording'>>(sessions: readonly S[], now: number) {
  const upcoming = sessions.filter((s) => sessionState(s, now) === 'upcoming');
  const past = sessions.filter((s) => sessionState(s, now) !== 'upcoming');
  const start = (s: S) => Date.parse(s.startsAt);
  return { upcoming: upcoming.sort((a, b) => start(a) - start(b)), past: past.sort((a, b) => start(b) - start(a)) };
}

/** The sessions the function accepts forms for, and its clock (tests set both). */
export interface WebinarCatalog {
  find(slug: string): WebinarSession | undefined;
  now(): number;
}

export const webinarCatalog = (sessions: readonly WebinarSession[], now: () => number = Date.now): WebinarCatalog => {
  const bySlug = new Map(sessions.map((session) => [session.slug, session]));
  return { find: (slug) => bySlug.get(slug), now };
};

/** Where the site serves a session's calendar file (the build writes it for each upcoming session). */
export const calendarFilePath = (slug: string) => `/resources/webinars/${slug}.ics`;

/** The page a form about a session lands on without JavaScript: what the visitor gets, for that session. */
export const sessionSentPath = (slug: string) => `/webinar-sent/${slug}/`;
