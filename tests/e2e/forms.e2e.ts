import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { startLocalServer } from '../../server/app.ts';
import { launchBrowser, openPage, waitForIsland } from './browser.ts';
import { readCalendar } from '../fixtures/calendar.ts';
import { loadWebinars, webinarDirs } from '../../build/webinars/sessions.ts';
import { readOutbox, recipient } from './outbox.ts';
import { startWebhookReceiver, testWebhookUrl } from './webhook-receiver.ts';

/**
 * The lead forms in Chromium against the real local submit-form function, with and without JavaScript.
 * This file starts its own server (in-memory PGlite, an outbox folder of its own) to read the stored
 * leads through the store and the emails from the outbox.
 */
const dist = path.resolve(import.meta.dirname, '../../dist');
const PDF = '/downloads/paylean-ai-automation-trends-2024.pdf';
const CONSENT = /I agree that PayLean stores these details/;

let browser: Browser;
let server: Awaited<ReturnType<typeof startLocalServer>>;
let outbox: string;

beforeAll(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), 'paylean-forms-outbox-'));
  [browser, server] = await Promise.all([
    launchBrowser(),
    startLocalServer({ distDir: dist, port: 0, outboxDir: outbox, webinars: loadWebinars(webinarDirs('test')) }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await server?.store.close();
  await rm(outbox, { recursive: true, force: true });
});
const contexts: BrowserContext[] = [];
/** The emails written so far, once those the answers so far owe are out (they follow the answer). */
const outboxMails = async () => {
  await server.idle();
  return readOutbox(outbox);
};
beforeEach(async () => {
  await server.idle();
  await server.store.db.exec(
    'delete from public.form_leads; delete from public.contact_rate_limit_slots; delete from public.visitor_email_sends',
  );
  await rm(outbox, { recursive: true, force: true });
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => {})));
});

/** The function drops a send made within 3 s of the page starting to load (a bot's speed): wait as a person would. */
const likeAPerson = (page: Page) => page.waitForFunction(() => performance.now() > 4000);

async function whitePaperPage({ javaScript = true, query = '' } = {}) {
  const watched = await openPage(browser, { javaScript });
  contexts.push(watched.page.context());
  await watched.page.goto(`${server.url}/resources/white-papers${query}`);
  const form = watched.page.getByRole('form', { name: 'White paper form' });
  if (javaScript) {
    await form.scrollIntoViewIfNeeded();
    await waitForIsland(watched.page, 'lead-form');
  }
  return {
    ...watched,
    form,
    name: form.getByRole('textbox', { name: 'Full name' }),
    email: form.getByRole('textbox', { name: 'Work email' }),
    company: form.getByRole('textbox', { name: 'Company name' }),
    consent: form.getByRole('checkbox', { name: CONSENT }),
    submit: form.getByRole('button', { name: 'Get the White Paper' }),
    status: form.getByRole('status'),
  };
}

describe('the white paper form', () => {
  it('with JavaScript: hands over the PDF at once, stores one white-paper lead and emails the same link', async () => {
    const f = await whitePaperPage();
    await f.name.fill('Ann Lee');
    await f.email.fill('ann@acme.example');
    await f.company.fill('Acme');
    await f.consent.check();
    await likeAPerson(f.page);
    await f.submit.click();
    await expect.poll(() => f.status.textContent()).toContain('Your white paper is ready.');
    const link = f.status.getByRole('link', { name: 'Download the white paper (PDF)' });
    expect(await link.getAttribute('href')).toBe(PDF);
    expect(f.page.url()).toBe(`${server.url}/resources/white-papers`);

    const pdf = await fetch(`${server.url}${PDF}`);
    expect(pdf.headers.get('content-type')).toMatch(/^application\/pdf/);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(/\/Count (\d+)/.exec(bytes.toString('latin1'))?.[1])).toBeGreaterThanOrEqual(3);

    const leads = await server.store.listLeads();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ form: 'white-paper', email: 'ann@acme.example', page: '/resources/white-papers' });
    expect(leads[0]!.fields).toEqual({ name: 'Ann Lee', email: 'ann@acme.example', company: 'Acme', consent: true });
    const mails = await outboxMails();
    expect(mails.map(recipient)).toEqual(['ann@acme.example']);
    expect(mails[0]!.text).toContain(`${server.url}${PDF}`);
    expect(f.problems).toEqual([]);
  });

  it('with JavaScript, bad input: the function names it, the fields keep what was typed, and nothing is stored', async () => {
    const f = await whitePaperPage();
    await f.name.fill('Ann Lee');
    // The browser accepts an address without a dot in its domain; the function does not.
    await f.email.fill('ann@acme');
    await f.company.fill('Acme');
    await f.consent.check();
    await likeAPerson(f.page);
    await f.submit.click();
    await expect.poll(() => f.status.textContent()).toBe('Invalid email: enter a valid email address such as name@company.com.');
    expect(await f.email.inputValue()).toBe('ann@acme');
    expect(await f.name.inputValue()).toBe('Ann Lee');
    expect(await f.consent.isChecked()).toBe(true);
    expect(await server.store.listLeads()).toEqual([]);
    // Fixed and sent twice: stored once.
    await f.email.fill('ann@acme.example');
    await f.submit.click();
    await expect.poll(() => f.status.textContent()).toContain('Your white paper is ready.');
    await f.submit.click();
    await expect.poll(() => f.status.textContent()).toContain('Your white paper is ready.');
    expect(await server.store.listLeads()).toHaveLength(1);
  });

  it('the browser checks first: an empty form is not sent', async () => {
    const f = await whitePaperPage();
    await f.submit.click();
    expect(await f.name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    expect(await f.status.textContent()).toBe('');
    expect(await server.store.listLeads()).toEqual([]);
  });

  it('without JavaScript: a plain post lands on the sent page with the PDF link, keeping its page’s campaign; a bad one on the not-sent page naming it', async () => {
    const f = await whitePaperPage({ javaScript: false, query: '?utm_source=mail&utm_campaign=spring&email=bo%40acme.example' });
    await f.name.fill('Bo Chan');
    await f.email.fill('bo@acme');
    await f.company.fill('Acme');
    await f.consent.check();
    await Promise.all([f.page.waitForURL('**/form-not-sent/#invalid-email'), f.submit.click()]);
    await expect.poll(() => f.page.getByText('Please enter a valid email address with @ symbol.').isVisible()).toBe(true);
    expect(await server.store.listLeads()).toEqual([]);

    await f.page.goBack();
    await f.email.fill('bo@acme.example');
    await Promise.all([f.page.waitForURL('**/white-paper-sent/'), f.submit.click()]);
    expect(await f.page.getByRole('link', { name: 'Download the white paper (PDF)' }).getAttribute('href')).toBe(PDF);
    const leads = await server.store.listLeads({ form: 'white-paper' });
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ email: 'bo@acme.example', page: '/resources/white-papers', utmSource: 'mail', utmCampaign: 'spring' });
    expect((await outboxMails()).map(recipient)).toEqual(['bo@acme.example']);
  });
});

/** Fills and sends the home page's contact form, once its island is live, and waits for the stored submission. */
async function sendContact(page: Page) {
  const form = page.locator('#contact-form');
  await form.scrollIntoViewIfNeeded();
  await waitForIsland(page, 'contact-form');
  await form.getByRole('textbox', { name: 'First name' }).fill('Ann');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Lee');
  await form.getByRole('textbox', { name: 'Work email' }).fill('ann@acme.example');
  await form.getByRole('textbox', { name: 'Phone number' }).fill('4155550142');
  await form.getByRole('textbox', { name: 'Company name' }).fill('Acme');
  await form.getByRole('spinbutton', { name: 'Number of employees' }).fill('25');
  await form.getByRole('textbox', { name: 'Tell us about your payroll challenges' }).fill('Payroll takes two days.');
  await form.getByRole('checkbox').check();
  await likeAPerson(page);
  await form.getByRole('button', { name: 'Schedule Free Consultation' }).click();
  await expect
    .poll(async () => (await server.store.db.query('select 1 from public.contact_submissions')).rows.length, { timeout: 15_000 })
    .toBe(1);
  const { rows } = await server.store.db.query(
    'select page, utm_source, utm_medium, utm_campaign, referrer from public.contact_submissions',
  );
  return rows;
}

describe('where a lead came from', () => {
  beforeEach(() => server.store.db.exec('delete from public.contact_submissions'));

  it('a visit that starts at /?utm_source=x&utm_medium=y&utm_campaign=z and sends the contact form two pages later stores x, y and z', async () => {
    // After a success the contact form posts its copy to the build's webhook: a receiver takes it, as on a site
    // that has one, and the test waits for it, so the send is over before the console is read.
    const webhook = testWebhookUrl ? await startWebhookReceiver(testWebhookUrl) : undefined;
    onTestFinished(() => webhook?.close());
    const { page, problems } = await openPage(browser, { width: 1280, height: 900 });
    contexts.push(page.context());
    await page.goto(`${server.url}/?utm_source=x&utm_medium=y&utm_campaign=z`);
    await Promise.all([page.waitForURL('**/about'), page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click()]);
    await Promise.all([page.waitForURL('**/faq'), page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click()]);
    await page.goto(`${server.url}/#contact`);
    expect(await sendContact(page)).toEqual([{ page: '/', utm_source: 'x', utm_medium: 'y', utm_campaign: 'z', referrer: null }]);
    if (webhook) await expect.poll(() => webhook.received.length, { timeout: 15_000 }).toBe(1);
    expect(problems).toEqual([]);
  });

  it.each([
    ['clicks Get Started at DOMContentLoaded', 'DOMContentLoaded'],
    ['is sent on to the contact form as soon as the landing page has loaded', 'load'],
  ] as const)('a visitor who %s still brings the campaign to the lead', async (_, moment) => {
    const webhook = testWebhookUrl ? await startWebhookReceiver(testWebhookUrl) : undefined;
    onTestFinished(() => webhook?.close());
    const { page, problems } = await openPage(browser, { width: 1280, height: 900 });
    contexts.push(page.context());
    // Runs before any of the page's own scripts, on every page: only the landing page (its utm_* tags) moves on.
    await page.addInitScript((moment) => {
      if (!location.search.includes('utm_source=s1')) return;
      const target = moment === 'load' ? window : document;
      target.addEventListener(moment, () => {
        if (moment === 'load') location.assign('/#contact');
        else document.querySelector<HTMLAnchorElement>('header a[href="/#contact"]')!.click();
      });
    }, moment);
    await Promise.all([
      page.waitForURL(`${server.url}/#contact`),
      page.goto(`${server.url}/?utm_source=s1&utm_medium=m1&utm_campaign=c1`, { waitUntil: 'commit' }),
    ]);
    expect(await sendContact(page)).toEqual([{ page: '/', utm_source: 's1', utm_medium: 'm1', utm_campaign: 'c1', referrer: null }]);
    if (webhook) await expect.poll(() => webhook.received.length, { timeout: 15_000 }).toBe(1);
    expect(problems).toEqual([]);
  });
});

describe('the newsletter', () => {
  const SENT = 'Thank you. Check your inbox: unless this address is subscribed already, we have emailed you a link to confirm.';
  const statusOf = async (email: string) => (await server.store.listSubscribers()).filter((s) => s.email === email).map((s) => s.status);
  const confirmLink = (text: string) => /(http\S+\/newsletter\/confirm\?token=\S+)/.exec(text)?.[1];

  async function blogPage(path: string, javaScript: boolean) {
    const watched = await openPage(browser, { javaScript });
    contexts.push(watched.page.context());
    await watched.page.goto(`${server.url}${path}`);
    const form = watched.page.getByRole('form', { name: 'Newsletter sign-up' });
    if (javaScript) {
      await form.scrollIntoViewIfNeeded();
      await waitForIsland(watched.page, 'lead-form');
    }
    return {
      ...watched,
      form,
      email: form.getByRole('textbox', { name: 'Work email' }),
      submit: form.getByRole('button', { name: 'Subscribe' }),
    };
  }

  it('with JavaScript on /blog: the same answer, a confirmation in the outbox; the link alone leaves it pending, the button confirms, one click unsubscribes', async () => {
    await server.store.db.exec('delete from public.newsletter_subscribers');
    const f = await blogPage('/blog', true);
    await f.email.fill('ann@acme.example');
    await likeAPerson(f.page);
    await f.submit.click();
    await expect.poll(() => f.form.getByRole('status').textContent()).toBe(SENT);
    expect(await statusOf('ann@acme.example')).toEqual(['pending']);

    const [mail, ...more] = await outboxMails();
    expect(more).toEqual([]);
    expect(recipient(mail!)).toBe('ann@acme.example');
    const unsubscribe = /^<(.+)>$/.exec(
      mail!.headerLines.find((h) => h.key === 'list-unsubscribe')!.line.replace(/^List-Unsubscribe: /i, ''),
    )![1]!;
    expect(mail!.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    const link = confirmLink(mail!.text ?? '')!;

    // Opening the link (what a mail scanner does) confirms nothing.
    expect((await fetch(link)).status).toBe(200);
    await f.page.goto(link);
    expect(await statusOf('ann@acme.example')).toEqual(['pending']);
    await Promise.all([f.page.waitForURL('**/newsletter-confirmed/'), f.page.getByRole('button', { name: 'Confirm' }).click()]);
    expect(await f.page.getByRole('heading', { level: 1 }).textContent()).toBe('You are subscribed');
    expect(await statusOf('ann@acme.example')).toEqual(['confirmed']);

    // Subscribing again: the same answer, and no email.
    await f.page.goto(`${server.url}/blog`);
    await f.form.scrollIntoViewIfNeeded();
    await waitForIsland(f.page, 'lead-form');
    await f.email.fill('ann@acme.example');
    await likeAPerson(f.page);
    await f.submit.click();
    await expect.poll(() => f.form.getByRole('status').textContent()).toBe(SENT);
    expect(await outboxMails()).toHaveLength(1);

    const oneClick = await fetch(unsubscribe, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await statusOf('ann@acme.example')).toEqual(['unsubscribed']);
  });

  it('without JavaScript, under a post: subscribes with a plain post, and the button confirms', async () => {
    await server.store.db.exec('delete from public.newsletter_subscribers');
    const f = await blogPage('/blog/ai-payroll-automation-trends-2024', false);
    await f.email.fill('bo@acme.example');
    await Promise.all([f.page.waitForURL('**/newsletter-sent/'), f.submit.click()]);
    expect(await f.page.getByRole('heading', { level: 1 }).textContent()).toBe('Check your inbox');
    const subscribers = await server.store.listSubscribers();
    expect(subscribers).toEqual([
      expect.objectContaining({ email: 'bo@acme.example', status: 'pending', page: '/blog/ai-payroll-automation-trends-2024' }),
    ]);
    const [mail] = await outboxMails();
    await f.page.goto(confirmLink(mail!.text ?? '')!);
    await Promise.all([f.page.waitForURL('**/newsletter-confirmed/'), f.page.getByRole('button', { name: 'Confirm' }).click()]);
    expect(await statusOf('bo@acme.example')).toEqual(['confirmed']);
  });
});

describe('the webinars page', () => {
  const MASTERCLASS = 'ai-payroll-automation-masterclass';
  const UPCOMING = 'example-upcoming-payroll-close';
  const RECORDED = 'example-recorded-offshore-onboarding';
  const UPCOMING_TITLE = 'Example session: Closing Payroll in Two Days';
  const RECORDED_TITLE = 'Example session: Onboarding an Offshore Payroll Team';
  const RECORDING = 'https://videos.paylean.example/example-offshore-onboarding';
  const CALENDARS = ['Google Calendar', 'Outlook.com', 'Outlook for work (Microsoft 365)', 'Apple Calendar and others (.ics)'];

  async function webinarsPage({ javaScript = true } = {}) {
    const watched = await openPage(browser, { javaScript });
    contexts.push(watched.page.context());
    await watched.page.goto(`${server.url}/resources/webinars`);
    if (javaScript) await waitForIsland(watched.page, 'lead-form');
    return watched;
  }

  /** One session's form, filled in as a person would. */
  async function fill(page: Page, formName: string, who: { name: string; email: string }) {
    const form = page.getByRole('form', { name: formName });
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('textbox', { name: 'Full name' }).fill(who.name);
    await form.getByRole('textbox', { name: 'Work email' }).fill(who.email);
    await form.getByRole('textbox', { name: 'Company name' }).fill('Acme');
    await form.getByRole('checkbox').check();
    return form;
  }

  /** The one email in the outbox, to this address, with its .ics attachment read back by a real parser. */
  async function invitationIn(email: string) {
    const mails = await outboxMails();
    expect(mails.map(recipient)).toEqual([email]);
    const [mail] = mails;
    expect(mail!.subject).toBe(`You are registered: ${UPCOMING_TITLE}`);
    expect(mail!.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`${UPCOMING}.ics`, 'text/calendar']]);
    return { mail: mail!, calendar: readCalendar(mail!.attachments[0]!.content.toString('utf8')) };
  }

  const expectedInvitation = {
    method: 'PUBLISH',
    summary: UPCOMING_TITLE,
    // 10:00 AM in New York on June 11, 2099 is daylight time: 14:00 UTC.
    startLine: 'DTSTART:20990611T140000Z',
    start: '2099-06-11T14:00:00.000Z',
    durationMinutes: 45,
    end: '2099-06-11T14:45:00.000Z',
    crlf: true,
  };

  it('lists the upcoming session first, in its own time zone, then the past ones; the Masterclass says it has no recording yet', async () => {
    const { page, problems } = await webinarsPage({ javaScript: false });
    const headings = await page.getByRole('heading', { level: 3 }).allTextContents();
    expect(headings).toEqual([UPCOMING_TITLE, RECORDED_TITLE, 'AI Payroll Automation Masterclass']);
    const h2 = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(h2.slice(0, 2)).toEqual(['Upcoming sessions', 'Past sessions']);
    expect(await page.getByText('Thursday, June 11, 2099 at 10:00 AM EDT · 45 minutes, online').isVisible()).toBe(true);
    expect(await page.getByText('Held live on March 25, 2024 at 2:00 PM EST.').isVisible()).toBe(true);
    expect(await page.getByText('Its recording is not available yet: leave your details').isVisible()).toBe(true);
    // The join link is for registrants only: never on the page.
    expect(await page.content()).not.toContain('meet.paylean.example');
    expect(problems).toEqual([]);
  });

  it('with JavaScript: asking for the Masterclass recording stores a webinar lead naming it (not a contact)', async () => {
    const { page, problems } = await webinarsPage();
    const form = await fill(page, 'Webinar recording request: AI Payroll Automation Masterclass', {
      name: 'Cy Park',
      email: 'cy@acme.example',
    });
    await likeAPerson(page);
    await form.getByRole('button', { name: 'Request the Recording' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toBe('Thank you. We will email you as soon as the recording is available.');
    expect(await server.store.listLeads()).toEqual([
      expect.objectContaining({
        form: 'webinar',
        email: 'cy@acme.example',
        page: '/resources/webinars',
        fields: expect.objectContaining({ session: MASTERCLASS }),
      }),
    ]);
    expect((await server.store.db.query('select 1 from public.contact_submissions where email = $1', ['cy@acme.example'])).rows).toEqual(
      [],
    );
    expect(await outboxMails()).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('with JavaScript: registering answers in place with the calendar links, stores the registration and emails the .ics invitation', async () => {
    const { page, problems } = await webinarsPage();
    const form = await fill(page, `Webinar registration: ${UPCOMING_TITLE}`, { name: 'Ann Lee', email: 'ann@acme.example' });
    await likeAPerson(page);
    await form.getByRole('button', { name: 'Register' }).click();
    const status = form.getByRole('status');
    await expect.poll(() => status.textContent()).toContain('You are registered. We have emailed you the invitation.');
    expect(await status.getByRole('link').allTextContents()).toEqual(CALENDARS);
    const google = new URL((await status.getByRole('link', { name: 'Google Calendar' }).getAttribute('href'))!);
    expect(google.searchParams.get('dates')).toBe('20990611T140000Z/20990611T144500Z');
    expect(page.url()).toBe(`${server.url}/resources/webinars`);

    expect(await server.store.listLeads()).toEqual([
      expect.objectContaining({
        form: 'webinar-registration',
        email: 'ann@acme.example',
        page: '/resources/webinars',
        fields: { session: UPCOMING, name: 'Ann Lee', email: 'ann@acme.example', company: 'Acme', consent: true },
      }),
    ]);
    const { mail, calendar } = await invitationIn('ann@acme.example');
    expect(calendar).toMatchObject({ ...expectedInvitation, location: 'https://meet.paylean.example/example-close' });
    expect(calendar.uid).toMatch(new RegExp(`^webinar-${UPCOMING}@`));
    expect(mail.text).toContain('When: Thursday, June 11, 2099 at 10:00 AM EDT (45 minutes)');
    expect(mail.text).toContain('Join the session here: https://meet.paylean.example/example-close');

    // The page's .ics link: the same event from the site, without the join link.
    const ics = await fetch(`${server.url}${(await status.getByRole('link', { name: CALENDARS[3] }).getAttribute('href'))!}`);
    expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
    const published = readCalendar(await ics.text());
    expect(published).toMatchObject({ ...expectedInvitation, location: 'Online' });
    expect(published.description).not.toContain('meet.paylean.example');
    expect(problems).toEqual([]);
  });

  it("without JavaScript: registering lands on the session's page with the calendar links, and the invitation is in the outbox", async () => {
    const { page } = await webinarsPage({ javaScript: false });
    const form = await fill(page, `Webinar registration: ${UPCOMING_TITLE}`, { name: 'Bo Chan', email: 'bo@acme.example' });
    await Promise.all([page.waitForURL(`**/webinar-sent/${UPCOMING}/`), form.getByRole('button', { name: 'Register' }).click()]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('You are registered');
    expect(await page.getByRole('main').getByRole('listitem').getByRole('link').allTextContents()).toEqual(CALENDARS);
    expect(await server.store.listLeads({ form: 'webinar-registration' })).toEqual([
      expect.objectContaining({
        email: 'bo@acme.example',
        page: '/resources/webinars',
        fields: expect.objectContaining({ session: UPCOMING }),
      }),
    ]);
    const { calendar } = await invitationIn('bo@acme.example');
    expect(calendar).toMatchObject(expectedInvitation);
  });

  it('a past session with a recording hands it over after the form: in place and by email with JavaScript, on its page without', async () => {
    const js = await webinarsPage();
    const form = await fill(js.page, `Webinar recording: ${RECORDED_TITLE}`, { name: 'Dee Ng', email: 'dee@acme.example' });
    await likeAPerson(js.page);
    await form.getByRole('button', { name: 'Watch the Recording' }).click();
    const status = form.getByRole('status');
    await expect.poll(() => status.textContent()).toContain('Your recording is ready.');
    expect(await status.getByRole('link', { name: 'Watch the recording' }).getAttribute('href')).toBe(RECORDING);
    const [mail] = await outboxMails();
    expect([recipient(mail!), mail!.subject]).toEqual(['dee@acme.example', `The recording of ${RECORDED_TITLE}`]);
    expect(mail!.text).toContain(RECORDING);
    expect(js.problems).toEqual([]);

    const plain = await webinarsPage({ javaScript: false });
    const plainForm = await fill(plain.page, `Webinar recording: ${RECORDED_TITLE}`, { name: 'Eve Ito', email: 'eve@acme.example' });
    await Promise.all([
      plain.page.waitForURL(`**/webinar-sent/${RECORDED}/`),
      plainForm.getByRole('button', { name: 'Watch the Recording' }).click(),
    ]);
    expect(await plain.page.getByRole('link', { name: 'Watch the recording' }).getAttribute('href')).toBe(RECORDING);
    expect((await server.store.listLeads({ form: 'webinar-recording' })).map((lead) => lead.email).sort()).toEqual([
      'dee@acme.example',
      'eve@acme.example',
    ]);
  });
});
