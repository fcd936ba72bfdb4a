import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { startLocalServer } from '../../server/app.ts';
import { handlerOptionsFromEnv } from '../../supabase/functions/_shared/config.ts';
import { PASSING_TOKEN, startTurnstileStandIn, TEST_SECRET } from '../fixtures/turnstile-stand-in.ts';
import { launchBrowser, openPage, waitForIsland } from './browser.ts';
import { buildWithTurnstile, standInForCloudflare, TURNSTILE_SITE_KEY, turnstileDist } from './turnstile-build.ts';
import { testWebhookUrl } from './webhook-receiver.ts';

/**
 * A build with TURNSTILE_SITE_KEY in Chromium, against the real local functions with TURNSTILE_SECRET_KEY set and
 * a stand-in siteverify: Cloudflare's script (a stand-in served at its address) renders the
 * widget in every form, a React island keeps it through hydration, each send carries its token, and a post made
 * without JavaScript, which has none, lands on the not-sent page saying what to do.
 */
const dist = path.resolve(import.meta.dirname, '../../dist');

let browser: Browser;
let server: Awaited<ReturnType<typeof startLocalServer>>;
let siteverify: Awaited<ReturnType<typeof startTurnstileStandIn>>;
beforeAll(async () => {
  // A build, when the test build is newer than the copy with the key: a minute or two on a busy machine.
  buildWithTurnstile();
  siteverify = await startTurnstileStandIn();
  const env: Record<string, string> = { TURNSTILE_SECRET_KEY: TEST_SECRET, TURNSTILE_VERIFY_URL: siteverify.url };
  const handler = { ...handlerOptionsFromEnv((name) => env[name]), log: () => {}, info: () => {} };
  [browser, server] = await Promise.all([launchBrowser(), startLocalServer({ distDir: turnstileDist, port: 0, handler })]);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await server?.store.close();
  await siteverify?.close();
});
beforeEach(async () => {
  await server.idle();
  await server.store.db.exec(
    'delete from public.contact_submissions; delete from public.form_leads; delete from public.contact_rate_limit_slots',
  );
  siteverify.requests.length = 0;
});

/** The function drops a send made within 3 s of the page starting to load (a bot's speed): wait as a person would. */
const likeAPerson = (page: Page) => page.waitForFunction(() => performance.now() > 4000);

async function open(route: string, { javaScript = true } = {}) {
  const watched = await openPage(browser, { javaScript, height: 900 });
  onTestFinished(() => watched.page.context().close());
  const asked = await standInForCloudflare(watched.page.context());
  // The test build's contact webhook (contact.e2e starts its receiver), answered here.
  if (testWebhookUrl) await watched.page.context().route(testWebhookUrl, (route) => route.fulfill({ status: 200 }));
  await watched.page.goto(`${server.url}${route}`);
  return { ...watched, asked };
}

describe('a build with Turnstile', () => {
  it("names Cloudflare's script by its path and its frames in the CSP; the test build without a key names nothing of it", async () => {
    const headers = await readFile(path.join(turnstileDist, '_headers'), 'utf8');
    expect(headers).toMatch(/script-src [^;]* https:\/\/challenges\.cloudflare\.com\/turnstile\/v0\/api\.js;/);
    expect(headers).toContain("frame-src 'self' https://challenges.cloudflare.com;");
    expect(await readFile(path.join(dist, '_headers'), 'utf8')).not.toContain('cloudflare');
    expect(await readFile(path.join(dist, 'index.html'), 'utf8')).not.toContain('turnstile');
  });

  it('the contact form keeps the widget through hydration, sends its token, and is stored once siteverify passes it, with no CSP violation', async () => {
    const { page, problems, asked } = await open('/');
    const form = page.locator('#contact-form');
    await form.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'contact-form');
    const widget = form.locator(`.cf-turnstile[data-sitekey="${TURNSTILE_SITE_KEY}"]`);
    await expect.poll(() => widget.locator('iframe').count()).toBe(1);
    expect(await page.frameLocator('#contact-form .cf-turnstile iframe').locator('p').textContent()).toBe('Success!');

    await form.getByRole('textbox', { name: 'First name' }).fill('Ann');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Lee');
    await form.getByRole('textbox', { name: 'Work email' }).fill('ann@acme.example');
    await form.getByRole('textbox', { name: 'Phone number' }).fill('4155550123');
    await form.getByRole('textbox', { name: 'Company name' }).fill('Acme');
    await form.getByRole('spinbutton', { name: 'Number of employees' }).fill('25');
    await form.getByRole('textbox', { name: 'Tell us about your payroll challenges' }).fill('Payroll takes us two days.');
    await form.getByRole('checkbox', { name: /I consent to being contacted/ }).check();
    await likeAPerson(page);
    await form.getByRole('button', { name: 'Schedule Free Consultation' }).click();
    await page.locator('[data-sonner-toast] [data-title]', { hasText: 'Message sent successfully!' }).waitFor({ timeout: 15_000 });

    expect((await server.store.db.query('select email from public.contact_submissions')).rows).toEqual([{ email: 'ann@acme.example' }]);
    expect(siteverify.requests).toEqual([expect.objectContaining({ secret: TEST_SECRET, response: PASSING_TOKEN })]);
    // The token is spent: the next send gets a new one.
    expect(await page.evaluate(() => (window as unknown as { turnstile: { resets: number } }).turnstile.resets)).toBe(1);
    expect(asked).toEqual(['/turnstile/v0/api.js', `/cdn-cgi/challenge-platform/turnstile/if/${TURNSTILE_SITE_KEY}`]);
    expect(problems).toEqual([]);

    // The CSP allows that script, not every script of Cloudflare's origin.
    const blocked = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.blockedURI), { once: true });
          const script = document.createElement('script');
          script.src = 'https://challenges.cloudflare.com/turnstile/v0/other.js';
          document.head.append(script);
        }),
    );
    expect(blocked).toBe('https://challenges.cloudflare.com/turnstile/v0/other.js');
  });

  it('a lead form sends its token from its island and is stored', async () => {
    const { page, problems } = await open('/resources/white-papers');
    const form = page.getByRole('form', { name: 'White paper form' });
    await form.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'lead-form');
    await expect.poll(() => form.locator('.cf-turnstile input[name="cf-turnstile-response"]').count()).toBe(1);
    await form.getByRole('textbox', { name: 'Full name' }).fill('Ann Lee');
    await form.getByRole('textbox', { name: 'Work email' }).fill('ann@acme.example');
    await form.getByRole('textbox', { name: 'Company name' }).fill('Acme');
    await form.getByRole('checkbox', { name: /I agree that PayLean stores these details/ }).check();
    await likeAPerson(page);
    await form.getByRole('button', { name: 'Get the White Paper' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toContain('Your white paper is ready.');
    expect(await server.store.listLeads()).toHaveLength(1);
    expect(siteverify.requests.map((request) => request.response)).toEqual([PASSING_TOKEN]);
    expect(problems).toEqual([]);
  });

  it('without JavaScript, a post has no token: the not-sent page says what to do, and nothing is stored', async () => {
    const { page } = await open('/chat', { javaScript: false });
    const form = page.getByRole('form', { name: 'Ask us a question' });
    await form.getByRole('textbox', { name: 'Full name' }).fill('Bo Chan');
    await form.getByRole('textbox', { name: 'Work email' }).fill('bo@acme.example');
    await form.getByRole('textbox', { name: 'Your question' }).fill('What does it cost for 40 people?');
    await Promise.all([page.waitForURL('**/form-not-sent/#human-check'), form.getByRole('button', { name: 'Send Message' }).click()]);
    const reason = page.getByText('Please complete the check that you are human, then send again. The check needs JavaScript');
    await expect.poll(() => reason.isVisible()).toBe(true);
    expect(await server.store.listLeads()).toEqual([]);
    expect(siteverify.requests).toEqual([]);
  });
});
