import { describe, expect, it } from 'vitest';
import { calendarEvent, calendarLinks, googleCalendarUrl, outlookCalendarUrl } from '@shared/webinars/calendar-event';
import { calendarFile } from '@shared/webinars/calendar-file';
import { invitationEmail } from '@shared/webinars/webinar-emails';
import { readCalendar } from '../fixtures/calendar.ts';
import { upcoming } from '../fixtures/webinar-sessions.ts';

const SITE = 'https://paylean.example';
const publicEvent = calendarEvent(upcoming, { siteUrl: SITE });

describe('the .ics invitation (RFC 5545, built by the ics package)', () => {
  it('is one event in UTC with its duration, a stable UID and the title escaped, read back by a real parser', () => {
    const tricky = calendarEvent(
      { ...upcoming, title: 'Payroll, Tax; and "More" - a very long title that has to be folded over lines' },
      { siteUrl: SITE },
    );
    const text = calendarFile(tricky);
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toMatch(/\r\nPRODID:-\/\/PayLean\/\/Webinars\/\/EN\r\n/);
    const calendar = readCalendar(text);
    expect(calendar).toMatchObject({
      method: 'PUBLISH',
      uid: 'webinar-payroll-close-live@paylean.example',
      summary: 'Payroll, Tax; and "More" - a very long title that has to be folded over lines',
      start: '2030-03-12T15:00:00.000Z',
      startLine: 'DTSTART:20300312T150000Z',
      durationMinutes: 60,
      end: '2030-03-12T16:00:00.000Z',
      url: `${SITE}/resources/webinars`,
      location: 'Online',
      crlf: true,
    });
    expect(calendar.longestLine).toBeLessThanOrEqual(75);
    expect(calendar.description).toContain('When: Tuesday, March 12, 2030 at 3:00 PM GMT (60 minutes)');
  });

  it('keeps text beyond ASCII whole (the package folds at 75 characters, which a line of such text can pass in octets)', () => {
    const title = 'Nómina sin estrés — cierre en dos días, con preguntas y respuestas en directo';
    expect(readCalendar(calendarFile(calendarEvent({ ...upcoming, title }, { siteUrl: SITE }))).summary).toBe(title);
  });

  it("public: no join link; the registrant's own: the join link as its location and in its text", () => {
    expect(calendarFile(publicEvent)).not.toContain('meet.paylean.example');
    expect(readCalendar(calendarFile(publicEvent)).description).toContain('We will email you the link to join before the session starts.');
    const own = readCalendar(calendarFile(calendarEvent(upcoming, { siteUrl: SITE, withJoinUrl: true })));
    expect(own.location).toBe('https://meet.paylean.example/close');
    expect(own.description).toContain('Join: https://meet.paylean.example/close');
    expect(own.uid).toBe(readCalendar(calendarFile(publicEvent)).uid);
  });
});

describe('the add-to-calendar links', () => {
  it('Google Calendar: the UTC start and end, shown in the session’s zone', () => {
    const url = new URL(googleCalendarUrl(publicEvent));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      action: 'TEMPLATE',
      text: 'Payroll Close, Live',
      dates: '20300312T150000Z/20300312T160000Z',
      ctz: 'Europe/London',
      location: 'Online',
    });
    expect(url.searchParams.get('details')).toContain('Closing payroll in two days.');
  });

  it('Outlook, personal and work: ISO times with their Z, so no calendar reads them as its own local time', () => {
    for (const host of ['outlook.live.com', 'outlook.office.com'] as const) {
      const url = new URL(outlookCalendarUrl(publicEvent, host));
      expect(`${url.host}${url.pathname}`).toBe(`${host}/calendar/0/action/compose`);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        rru: 'addevent',
        subject: 'Payroll Close, Live',
        startdt: '2030-03-12T15:00:00Z',
        enddt: '2030-03-12T16:00:00Z',
      });
    }
  });

  it('and the .ics file on the site', () => {
    expect(calendarLinks(publicEvent, upcoming.slug).map((l) => [l.label, l.href.split('?')[0]])).toEqual([
      ['Google Calendar', 'https://calendar.google.com/calendar/render'],
      ['Outlook.com', 'https://outlook.live.com/calendar/0/action/compose'],
      ['Outlook for work (Microsoft 365)', 'https://outlook.office.com/calendar/0/action/compose'],
      ['Apple Calendar and others (.ics)', '/resources/webinars/payroll-close-live.ics'],
    ]);
  });
});

describe('the confirmation email', () => {
  it('carries the invitation as a calendar attachment and every link in full', () => {
    const mail = invitationEmail({ ...upcoming, joinUrl: undefined }, 'ann@acme.example', SITE);
    expect(mail.attachments).toEqual([
      { filename: 'payroll-close-live.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: expect.any(String) },
    ]);
    expect(mail.text).toContain('We will email you the link to join before the session starts.');
    for (const line of mail.text.split('\n').filter((l) => /^(Google|Outlook|Apple)/.test(l))) expect(line).toMatch(/: https:\/\//);
  });
});
