import { describe, expect, it } from 'vitest';
import { checkWebinarFile, listWebinars, loadWebinars, webinarDirs } from '../../build/webinars/sessions.ts';
import { resolveStart } from '../../content/schemas/webinar.ts';
import { renderSessionsModule, staleSessionsModule } from '../../build/webinars/sessions-module.ts';
import { loadPageFiles } from '../../build/page-files.ts';
import { routeTable } from '../../build/routes.ts';
import { scheduleOf, sessionState } from '@shared/webinars/session';
import { webinarSessions } from '@shared/webinars/sessions.generated';
import { durationText, sessionWhen, speakersText } from '@shared/webinars/when';
import { NOW, recorded, unrecorded, upcoming } from '../fixtures/webinar-sessions.ts';

const valid = {
  title: 'A Session',
  start: '2031-05-06T09:00',
  timeZone: 'Europe/Madrid',
  durationMinutes: 60,
  speakers: [{ name: 'Ana Lim', role: 'Delivery Manager' }],
  summary: 'What it is.',
  agenda: ['one thing'],
};
const problems = (data: unknown, name = 'content/webinars/a-session.json') =>
  checkWebinarFile(JSON.stringify(data), name).problems.map((p) => p.replace(`${name}: `, ''));

describe('the webinar files', () => {
  it('hold the past Masterclass, announced at 2:00 PM EST (19:00 UTC), without a recording', () => {
    const [masterclass, ...rest] = loadWebinars();
    expect(rest).toEqual([]);
    expect(masterclass).toMatchObject({
      slug: 'ai-payroll-automation-masterclass',
      title: 'AI Payroll Automation Masterclass',
      startsAt: '2024-03-25T19:00:00Z',
      timeZone: 'EST',
    });
    expect(masterclass!.recording).toBeUndefined();
    expect(sessionWhen(masterclass!)).toBe('March 25, 2024 at 2:00 PM EST');
  });

  it('the test build adds the example sessions: one upcoming far ahead, one past with a recording', () => {
    const sessions = loadWebinars(webinarDirs('test'));
    expect(sessions.map((s) => [s.slug, sessionState(s, Date.now())])).toEqual([
      ['ai-payroll-automation-masterclass', 'unrecorded'],
      ['example-recorded-offshore-onboarding', 'recorded'],
      ['example-upcoming-payroll-close', 'upcoming'],
    ]);
    expect(loadWebinars(webinarDirs('production')).map((s) => s.slug)).toEqual(['ai-payroll-automation-masterclass']);
  });

  it("the function's generated copy is what the files say", () => {
    expect(staleSessionsModule()).toBeUndefined();
    expect(webinarSessions).toEqual(loadWebinars());
    expect(staleSessionsModule([])).toMatch(/run npm run generate:webinars$/);
    expect(renderSessionsModule([])).toContain('export const webinarSessions: readonly WebinarSession[] = [];');
  });

  it('a wrong file is named with its field', () => {
    expect(problems(valid)).toEqual([]);
    expect(problems({ ...valid, timeZone: 'Mars/Olympus' })).toEqual(['"timeZone" an IANA time zone such as America/New_York']);
    expect(problems({ ...valid, start: '2031-05-06 9am' })).toEqual([
      '"start" the local start time as YYYY-MM-DDTHH:MM, e.g. 2024-03-25T14:00',
    ]);
    expect(problems({ ...valid, recording: 'http://videos.example/x' })).toEqual(['"recording" a full https:// address']);
    expect(problems({ ...valid, speakers: [] })).toHaveLength(1);
    expect(problems({ ...valid, durationMinutes: 5 })).toHaveLength(1);
    expect(problems({ ...valid, host: 'x' })).toHaveLength(1);
    expect(problems(valid, 'content/webinars/A Session.json')).toEqual([
      "the file name is the session's id: lowercase words joined by hyphens",
    ]);
  });

  it('a start the clocks skip or repeat (a daylight-saving night) is refused, not guessed', () => {
    expect(problems({ ...valid, start: '2031-03-30T02:30' })).toEqual([
      '"start" 2031-03-30T02:30 does not happen exactly once in Europe/Madrid (the clocks change that night): pick another time',
    ]);
    expect(problems({ ...valid, timeZone: 'America/New_York', start: '2031-11-02T01:30' })).toHaveLength(1);
    expect(resolveStart('2031-03-30T03:30', 'Europe/Madrid')).toBe('2031-03-30T01:30:00Z');
    expect(resolveStart('2031-01-15T10:00', 'America/New_York')).toBe('2031-01-15T15:00:00Z');
    expect(resolveStart('2031-07-15T10:00', 'America/New_York')).toBe('2031-07-15T14:00:00Z');
  });
});

describe('upcoming and past, by an injected clock', () => {
  it('a session is upcoming until it starts, then past with or without its recording', () => {
    const start = Date.parse(upcoming.startsAt);
    expect(sessionState(upcoming, start - 1)).toBe('upcoming');
    expect(sessionState(upcoming, start)).toBe('unrecorded');
    expect(sessionState({ ...upcoming, recording: 'https://videos.example/x' }, start + 1)).toBe('recorded');
  });

  it('lists upcoming sessions first, the soonest first, then past ones, the latest first; never a join link', () => {
    const later = { ...upcoming, slug: 'later', startsAt: '2030-06-01T15:00:00Z' };
    const listed = listWebinars([unrecorded, later, recorded, upcoming], NOW);
    expect(listed.map((s) => [s.slug, s.state])).toEqual([
      ['payroll-close-live', 'upcoming'],
      ['later', 'upcoming'],
      ['offshore-onboarding', 'recorded'],
      ['ai-masterclass', 'unrecorded'],
    ]);
    expect(listed.some((s) => 'joinUrl' in s)).toBe(false);
    // A year on, every one of them is past.
    expect(scheduleOf([unrecorded, later, recorded, upcoming], NOW + 365 * 86_400_000).upcoming).toEqual([]);
  });
});

describe("a session's words", () => {
  it('says when in its own zone, with the offset or abbreviation (en-US) in force that day', () => {
    expect(sessionWhen(upcoming, { weekday: true })).toBe('Tuesday, March 12, 2030 at 3:00 PM GMT');
    expect(sessionWhen({ ...upcoming, startsAt: '2030-07-12T14:00:00Z' })).toBe('July 12, 2030 at 3:00 PM GMT+1');
    expect(sessionWhen({ startsAt: '2030-01-10T15:00:00Z', timeZone: 'America/New_York' })).toBe('January 10, 2030 at 10:00 AM EST');
    expect(sessionWhen({ startsAt: '2030-07-10T14:00:00Z', timeZone: 'America/New_York' })).toBe('July 10, 2030 at 10:00 AM EDT');
    expect(durationText(1)).toBe('1 minute');
    expect(durationText(90)).toBe('90 minutes');
    expect(speakersText(recorded.speakers)).toBe('Camila Oliveira (Head of Offshore Talent Operations)');
    expect(speakersText([...upcoming.speakers, ...recorded.speakers, ...unrecorded.speakers])).toBe(
      'Maria Santos (Head of Payroll Strategy), Camila Oliveira (Head of Offshore Talent Operations) and Priya Natarajan (Director of Product, AI Automation)',
    );
  });

  it('has a sent page per session, /webinar-sent/<slug>: a result page, never indexed', async () => {
    const { routes } = routeTable({ pages: await loadPageFiles(), posts: [], positions: [], webinars: [upcoming, recorded], pageSize: 9 });
    const sent = routes.filter((route) => route.path.startsWith('/webinar-sent/'));
    expect(sent.map(({ path, kind, indexable, output }) => ({ path, kind, indexable, output }))).toEqual([
      {
        path: '/webinar-sent/offshore-onboarding',
        kind: 'result',
        indexable: false,
        output: 'webinar-sent/offshore-onboarding/index.html',
      },
      { path: '/webinar-sent/payroll-close-live', kind: 'result', indexable: false, output: 'webinar-sent/payroll-close-live/index.html' },
    ]);
  });
});
