import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { startLocalServer } from '../../server/app.ts';
import { runAxe, serious } from './axe.ts';
import { launchBrowser, openPage, waitForIsland } from './browser.ts';
import { buildWithChat, chatDist, CHATWOOT_TOKEN, CHATWOOT_URL } from './chat-build.ts';
import { startChatwootStandIn } from './chatwoot-stand-in.ts';
import { readOutbox, recipient } from './outbox.ts';

/**
 * Start Chat on /faq in Chromium: in the test build (no chat configured) it opens the question form, sent through
 * the real local submit-form function; in a second build whose VITE_CHATWOOT_* variables name a stand-in Chatwoot
 * server, it loads that chat on the press, and nothing of it before.
 */
const dist = path.resolve(import.meta.dirname, '../../dist');
const QUESTION = 'Do you place payroll specialists who speak Portuguese?';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The function drops a send made within 3 s of the page starting to load (a bot's speed): wait as a person would. */
const likeAPerson = (page: Page) => page.waitForFunction(() => performance.now() > 4000);

async function open(base: string, route: string, options: { javaScript?: boolean } = {}) {
  const watched = await openPage(browser, options);
  onTestFinished(() => watched.page.context().close());
  await watched.page.goto(`${base}${route}`);
  return watched;
}

/** /faq with the Start Chat card's code running, as a visitor who has scrolled to it. */
async function faqWithChat(base: string, query = '') {
  const watched = await open(base, `/faq${query}`);
  const start = watched.page.getByRole('link', { name: 'Start Chat' });
  await start.scrollIntoViewIfNeeded();
  await waitForIsland(watched.page, 'chat-start');
  return { ...watched, start };
}

describe('without a chat configured, Start Chat sends the team a question', () => {
  let server: Awaited<ReturnType<typeof startLocalServer>>;
  let outbox: string;
  beforeAll(async () => {
    outbox = await mkdtemp(path.join(tmpdir(), 'paylean-chat-outbox-'));
    server = await startLocalServer({ distDir: dist, port: 0, outboxDir: outbox });
  });
  afterAll(async () => {
    await server?.close();
    await server?.store.close();
    await rm(outbox, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await server.idle();
    await server.store.db.exec('delete from public.form_leads; delete from public.contact_rate_limit_slots');
    await rm(outbox, { recursive: true, force: true });
  });

  it('opens a form with an email field, focused; a sent question is acknowledged in place, stored as a chat lead and confirmed by email', async () => {
    const { page, start, problems } = await faqWithChat(server.url, '?utm_source=linkedin&utm_campaign=brazil');
    const card = page.getByRole('listitem').filter({ has: start });
    expect(await card.getByRole('heading').textContent()).toBe('Ask Our Team');
    expect(await card.textContent()).not.toMatch(/24\/7/);
    const form = page.getByRole('form', { name: 'Ask us a question' });
    expect(await form.isVisible()).toBe(false);
    expect(await start.getAttribute('aria-expanded')).toBe('false');

    await start.click();
    expect(await start.getAttribute('aria-expanded')).toBe('true');
    const name = form.getByRole('textbox', { name: 'Full name' });
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
    const email = form.getByRole('textbox', { name: 'Work email' });
    expect(await email.getAttribute('type')).toBe('email');
    await name.fill('Ana Souza');
    await email.fill('ana@acme.example');
    await form.getByRole('textbox', { name: 'Your question' }).fill(QUESTION);
    await likeAPerson(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toBe('Thank you. Your message is with our team: we reply by email within 24 hours.');
    expect(page.url()).toBe(`${server.url}/faq?utm_source=linkedin&utm_campaign=brazil`);

    const leads = await server.store.listLeads({ form: 'chat' });
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ email: 'ana@acme.example', page: '/faq', utmSource: 'linkedin', utmCampaign: 'brazil' });
    expect(leads[0]!.fields).toEqual({ name: 'Ana Souza', email: 'ana@acme.example', question: QUESTION });
    await server.idle();
    const mails = await readOutbox(outbox);
    expect(mails.map(recipient).sort()).toEqual(['ana@acme.example', 'hello@paylean.example']);
    const toVisitor = mails.find((mail) => recipient(mail) === 'ana@acme.example')!;
    expect(toVisitor.text).toContain('We reply by email within 24 hours');
    // The team's copy: the question and the name, answered with one click (Reply-To: the visitor).
    const toTeam = mails.find((mail) => recipient(mail) === 'hello@paylean.example')!;
    expect(toTeam.subject).toBe('Question from the site: the chat form');
    expect(toTeam.replyTo?.text).toBe('ana@acme.example');
    expect(toTeam.text).toContain('Full name: Ana Souza');
    expect(toTeam.text).toContain(QUESTION);
    for (const file of await readdir(outbox)) expect((await stat(path.join(outbox, file))).mode & 0o777).toBe(0o600);
    expect(problems).toEqual([]);
  });

  it('keeps what was typed when the function refuses it, and folds back on Escape with the focus on Start Chat', async () => {
    const { page, start } = await faqWithChat(server.url);
    await start.click();
    const form = page.getByRole('form', { name: 'Ask us a question' });
    await form.getByRole('textbox', { name: 'Full name' }).fill('Ana Souza');
    // The browser takes an address without a dot in its domain; the function does not.
    await form.getByRole('textbox', { name: 'Work email' }).fill('ana@acme');
    const question = form.getByRole('textbox', { name: 'Your question' });
    await question.fill(QUESTION);
    await likeAPerson(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toBe('Invalid email: enter a valid email address such as name@company.com.');
    expect(await question.inputValue()).toBe(QUESTION);
    expect(await server.store.listLeads()).toEqual([]);

    await question.press('Escape');
    expect(await form.isVisible()).toBe(false);
    expect(await start.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await start.getAttribute('aria-expanded')).toBe('false');
    await start.click();
    expect(await question.inputValue()).toBe(QUESTION);
  });

  it('has no serious axe violation with the question form open', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    await page.goto(`${server.url}/faq`);
    const start = page.getByRole('link', { name: 'Start Chat' });
    await start.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'chat-start');
    await start.click();
    await page.getByRole('form', { name: 'Ask us a question' }).waitFor();
    const { passes, violations } = await runAxe(page, '[data-island="chat-start"]');
    expect(passes).toBeGreaterThan(5);
    expect(serious(violations)).toEqual([]);
  });

  it('without JavaScript: Start Chat is a link to /chat, whose form lands on /form-not-sent/ when refused (Back keeps what was typed) and /chat-sent/ when stored', async () => {
    const { page } = await open(server.url, '/faq?utm_source=ads', { javaScript: false });
    await Promise.all([page.waitForURL(`${server.url}/chat`), page.getByRole('link', { name: 'Start Chat' }).click()]);
    const form = page.getByRole('form', { name: 'Ask us a question' });
    const email = form.getByRole('textbox', { name: 'Work email' });
    const question = form.getByRole('textbox', { name: 'Your question' });
    await form.getByRole('textbox', { name: 'Full name' }).fill('Bo Chan');
    // The browser takes an address without a dot in its domain; the function does not.
    await email.fill('bo@acme');
    await question.fill('What does it cost for 40 people?\nWe are in Ohio.');
    const send = form.getByRole('button', { name: 'Send Message' });
    await Promise.all([page.waitForURL('**/form-not-sent/#invalid-email'), send.click()]);
    expect(await page.getByText('Please enter a valid email address with @ symbol.').isVisible()).toBe(true);
    expect(await server.store.listLeads()).toEqual([]);

    await page.goBack();
    expect(await question.inputValue()).toBe('What does it cost for 40 people?\nWe are in Ohio.');
    await email.fill('bo@acme.example');
    await Promise.all([page.waitForURL(`${server.url}/chat-sent/`), send.click()]);
    expect(await page.locator('h1').textContent()).toBe('Your question is with our team');
    const leads = await server.store.listLeads({ form: 'chat' });
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ email: 'bo@acme.example', page: '/chat', fields: { name: 'Bo Chan' } });
    // A posted form sends a textarea's line breaks as CRLF (HTML's form encoding); the island's JSON sends them as typed.
    expect(leads[0]!.fields.question).toBe('What does it cost for 40 people?\r\nWe are in Ohio.');
  });
});

describe('with Chatwoot configured (a stand-in server), Start Chat loads the chat on the press', () => {
  let server: Awaited<ReturnType<typeof startLocalServer>>;
  let chat: Awaited<ReturnType<typeof startChatwootStandIn>>;
  beforeAll(async () => {
    // A build, when the test build is newer than the copy with the chat: a minute or two on a busy machine.
    buildWithChat();
    [server, chat] = await Promise.all([startLocalServer({ distDir: chatDist, port: 0 }), startChatwootStandIn(CHATWOOT_URL)]);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await server?.store.close();
    await chat?.close();
  });

  it("allows the chat's SDK script and origin in this build's CSP only", async () => {
    const headers = await readFile(path.join(chatDist, '_headers'), 'utf8');
    // The SDK's file, not the chat's whole origin.
    expect(headers).toMatch(new RegExp(`script-src [^;]* ${CHATWOOT_URL}/packs/js/sdk\\.js;`));
    expect(headers).not.toMatch(new RegExp(`script-src [^;]*${CHATWOOT_URL}[ ;]`));
    expect(headers).toMatch(new RegExp(`connect-src [^;]*${CHATWOOT_URL} ws://127\\.0\\.0\\.1:4396`));
    expect(headers).toContain(`frame-src 'self' ${CHATWOOT_URL}`);
    expect(await readFile(path.join(dist, '_headers'), 'utf8')).not.toContain(CHATWOOT_URL);
  });

  it('asks nothing of the chat server before the press; the press loads the SDK, hands over the page and utm_* tags, and opens it, with no CSP violation', async () => {
    chat.requests.length = 0;
    const { page, start, problems } = await faqWithChat(server.url, '?utm_source=linkedin&utm_medium=social');
    const card = page.getByRole('listitem').filter({ has: start });
    expect(await card.getByRole('heading').textContent()).toBe('Live Chat');
    // The question form is not on the page: the chat takes its place.
    expect(await page.getByRole('form', { name: 'Ask us a question' }).count()).toBe(0);
    expect(chat.requests).toEqual([]);
    expect(await page.context().cookies(CHATWOOT_URL)).toEqual([]);
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes(':4396')))).toBe(false);

    await start.click();
    await page.waitForFunction(() =>
      (window as unknown as { __chatwootCalls?: unknown[][] }).__chatwootCalls?.some(
        ([call, state]) => call === 'toggle' && state === 'open',
      ),
    );
    const calls = await page.evaluate(() => (window as unknown as { __chatwootCalls: unknown[][] }).__chatwootCalls);
    expect(calls).toEqual([
      ['run', { websiteToken: CHATWOOT_TOKEN, baseUrl: CHATWOOT_URL }],
      ['setCustomAttributes', { page: '/faq', utm_source: 'linkedin', utm_medium: 'social' }],
      ['toggle', 'open'],
    ]);
    expect(page.url()).toBe(`${server.url}/faq?utm_source=linkedin&utm_medium=social`);
    expect(chat.requests.map((r) => r.path)).toEqual(['/packs/js/sdk.js', '/widget', '/api/v1/widget/config']);
    expect(await page.frameLocator(`iframe[src^="${CHATWOOT_URL}/widget"]`).locator('p').textContent()).toBe('How can we help?');
    expect(problems).toEqual([]);
  });

  it('goes to /chat when the chat server cannot be reached', async () => {
    const { page, start } = await faqWithChat(server.url);
    await page.route(`${CHATWOOT_URL}/**`, (route) => route.abort());
    await start.click();
    await page.waitForURL(`${server.url}/chat`);
    expect(await page.getByRole('form', { name: 'Ask us a question' }).count()).toBe(1);
  });
});
