import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { startLocalServer } from '../../server/app.ts';
import { launchBrowser, openPage, waitForIsland } from './browser.ts';
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
  [browser, server] = await Promise.all([launchBrowser(), startLocalServer({ distDir: dist, port: 0, outboxDir: outbox })]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await server?.store.close();
  await rm(outbox, { recursive: true, force: true });
});
const contexts: BrowserContext[] = [];
beforeEach(async () => {
  await server.store.db.exec('delete from public.form_leads; delete from public.contact_rate_limit_slots');
  await rm(outbox, { recursive: true, force: true });
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => {})));
});

/** The function drops a send made within 3 s of the page starting to load (a bot's speed): wait as a person would. */
const likeAPerson = (page: Page) => page.waitForFunction(() => performance.now() > 4000);

async function whitePaperPage({ javaScript = true } = {}) {
  const watched = await openPage(browser, { javaScript });
  contexts.push(watched.page.context());
  await watched.page.goto(`${server.url}/resources/white-papers`);
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
    const mails = await readOutbox(outbox);
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

  it('without JavaScript: a plain post lands on the sent page with the PDF link; a bad one on the not-sent page naming it', async () => {
    const f = await whitePaperPage({ javaScript: false });
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
    expect(leads[0]).toMatchObject({ email: 'bo@acme.example', page: '/resources/white-papers' });
    expect((await readOutbox(outbox)).map(recipient)).toEqual(['bo@acme.example']);
  });
});

describe('where a lead came from', () => {
  it('a visit that starts at /?utm_source=x&utm_medium=y&utm_campaign=z and sends the contact form two pages later stores x, y and z', async () => {
    await server.store.db.exec('delete from public.contact_submissions');
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
    expect(rows).toEqual([{ page: '/', utm_source: 'x', utm_medium: 'y', utm_campaign: 'z', referrer: null }]);
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

    const [mail, ...more] = await readOutbox(outbox);
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
    expect(await readOutbox(outbox)).toHaveLength(1);

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
    const [mail] = await readOutbox(outbox);
    await f.page.goto(confirmLink(mail!.text ?? '')!);
    await Promise.all([f.page.waitForURL('**/newsletter-confirmed/'), f.page.getByRole('button', { name: 'Confirm' }).click()]);
    expect(await statusOf('bo@acme.example')).toEqual(['confirmed']);
  });
});

describe('the webinar page', () => {
  it('says honestly that the past session has no recording, and stores a request for it as a webinar lead (not a contact)', async () => {
    const { page, problems } = await openPage(browser);
    contexts.push(page.context());
    await page.goto(`${server.url}/resources/webinars`);
    expect(await page.getByText('not available yet: leave your details').isVisible()).toBe(true);
    const form = page.getByRole('form', { name: 'Webinar recording request' });
    await form.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'lead-form');
    await form.getByRole('textbox', { name: 'Full name' }).fill('Cy Park');
    await form.getByRole('textbox', { name: 'Work email' }).fill('cy@acme.example');
    await form.getByRole('textbox', { name: 'Company name' }).fill('Acme');
    await form.getByRole('checkbox').check();
    await likeAPerson(page);
    await form.getByRole('button', { name: 'Request the Recording' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toBe('Thank you. We will email you as soon as the recording is available.');
    expect(await server.store.listLeads()).toEqual([
      expect.objectContaining({ form: 'webinar', email: 'cy@acme.example', page: '/resources/webinars' }),
    ]);
    expect((await server.store.db.query('select 1 from public.contact_submissions where email = $1', ['cy@acme.example'])).rows).toEqual(
      [],
    );
    expect(problems).toEqual([]);
  });
});
