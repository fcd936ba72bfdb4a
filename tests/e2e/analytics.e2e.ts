import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, type TestContext } from 'vitest';
import { GOALS } from '@shared/delivery/analytics-goals';
import { handlerOptionsFromEnv } from '../../supabase/functions/_shared/config.ts';
import { startLocalServer } from '../../server/app.ts';
import { loadWebinars, webinarDirs } from '../../build/webinars/sessions.ts';
import { pdf } from '../fixtures/documents.ts';
import { builtPages, FIRST_WINDOW, HTML_BUDGET, KB, startupBudget, startupDetail } from '../bench/budgets.ts';
import { analyticsDist, ANALYTICS_DOMAIN, buildWithAnalytics, COLLECTOR_URL } from './analytics-build.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser, openPage, waitForIsland } from './browser.ts';
import { startPlausibleCollector, type CollectedEvent } from './plausible-collector.ts';
import { startRecordingProxy } from './recording-proxy.ts';

/**
 * Analytics in real Chromium: the test build made again with VITE_PLAUSIBLE_DOMAIN and VITE_PLAUSIBLE_ENDPOINT
 * pointing at a stand-in collector, served with the form functions, whose PLAUSIBLE_DOMAIN and
 * PLAUSIBLE_EVENTS_URL point at it too; and the default build (dist/), which must ship none of it.
 */
const functionEnv: Record<string, string> = { PLAUSIBLE_DOMAIN: ANALYTICS_DOMAIN, PLAUSIBLE_EVENTS_URL: COLLECTOR_URL };
const dist = path.resolve(import.meta.dirname, '../../dist');

let browser: Browser;
let server: Awaited<ReturnType<typeof startLocalServer>>;
let collector: Awaited<ReturnType<typeof startPlausibleCollector>>;
let base: string;

beforeAll(async () => {
  buildWithAnalytics();
  [browser, server, collector] = await Promise.all([
    launchBrowser({ backForwardCache: true }),
    startLocalServer({
      distDir: analyticsDist,
      port: 0,
      webinars: loadWebinars(webinarDirs('test')),
      handler: { ...handlerOptionsFromEnv((name) => functionEnv[name]), info: () => {} },
    }),
    startPlausibleCollector(COLLECTOR_URL),
  ]);
  base = server.url;
  // A build, when the test build is newer than the copy with analytics: a minute or two on a busy machine.
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await server?.store.close();
  await collector?.close();
});
/** A page of the analytics build in a context of its own, closed when the test ends (concurrent ones included). */
async function open(route: string, finished: TestContext['onTestFinished'] = onTestFinished) {
  const watched = await openPage(browser);
  finished(() => watched.page.context().close());
  await watched.page.goto(`${base}${route}`);
  return watched;
}

/** The events of one visit: those whose page carries its own utm_source. */
const ofVisit = (events: CollectedEvent[], source: string) => events.filter((e) => new URL(e.u).searchParams.get('utm_source') === source);
const named = (events: CollectedEvent[], name: string) => events.filter((e) => e.n === name);
const waitForGoal = (name: string, path: string) =>
  collector.waitFor(`${name} on ${path}`, (events) => events.some((e) => e.n === name && new URL(e.u).pathname === path));

/** A browser's User-Agent, told apart by each test that needs to find it in an event's headers. */
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

/** The function drops a send made within 3 s of the page starting to load (a bot's speed): wait as a person would. */
const likeAPerson = (page: Page) => page.waitForFunction(() => performance.now() > 4000);

/** Fills a lead form's fields (name, work email, company, consent) with what a visitor typed, and sends it at a person's pace. */
async function sendLeadForm(page: Page, form: Locator, typed: { name: string; email: string; company: string }, submit: string) {
  await form.getByRole('textbox', { name: 'Full name' }).fill(typed.name);
  await form.getByRole('textbox', { name: 'Work email' }).fill(typed.email);
  await form.getByRole('textbox', { name: 'Company name' }).fill(typed.company);
  await form.getByRole('checkbox').check();
  await likeAPerson(page);
  await form.getByRole('button', { name: submit }).click();
}

/** The events that hold any of these texts (what a visitor typed), plain or percent-encoded: there must be none. */
const holding = (texts: string[]) =>
  collector.events
    .filter((event) => texts.some((text) => event.body.includes(text) || event.body.includes(encodeURIComponent(text))))
    .map((event) => `${event.n} ${event.body}`);

describe('page views', () => {
  it('two pages send two page views with their URL and the domain; personal query parameters are dropped, utm_* kept; no cookie', async () => {
    const { page, problems } = await open('/about?utm_source=two-pages&utm_campaign=spring&email=jane%40acme.example&ref=crm#team');
    // The tracker counts a page once it has loaded, after the first paint: a click before that leaves no page view.
    await collector.waitFor('the first page view', (all) => named(ofVisit(all, 'two-pages'), 'pageview').length === 1);
    await page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL(`${base}/faq`);
    const events = await collector.waitFor('2 page views', (all) => named(all, 'pageview').some((e) => e.u === `${base}/faq`));

    const landing = `${base}/about?utm_source=two-pages&utm_campaign=spring`;
    expect(named(events, 'pageview').filter((e) => e.u === landing || e.u === `${base}/faq`)).toEqual([
      expect.objectContaining({ n: 'pageview', d: ANALYTICS_DOMAIN, u: landing, r: null }),
      // The page before, as the referrer: cleaned the same way.
      expect.objectContaining({ n: 'pageview', d: ANALYTICS_DOMAIN, u: `${base}/faq`, r: landing }),
    ]);
    expect(holding(['jane', 'crm'])).toEqual([]);
    expect(await page.context().cookies()).toEqual([]);
    // The site's own keys only (the web font's cache note, the visit's first UTM tags for the lead forms): no identifier.
    const stored = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
    expect(stored.local.filter((key) => key !== 'paylean:web-font')).toEqual([]);
    expect(stored.session).toEqual(['paylean:source']);
    expect(problems).toEqual([]);
  });

  it('a page restored from the back/forward cache counts again', async () => {
    const { page, problems } = await open('/privacy-policy?utm_source=bfcache');
    await page.evaluate(() =>
      addEventListener('pageshow', (event) => event.persisted && document.documentElement.setAttribute('data-restored', '')),
    );
    await collector.waitFor('the first page view', (all) => named(ofVisit(all, 'bfcache'), 'pageview').length === 1);
    await page.getByRole('navigation', { name: 'Trust' }).getByRole('link', { name: 'Security' }).click();
    await page.waitForURL(`${base}/security`);
    await page.goBack({ waitUntil: 'commit' });
    await page.locator('html[data-restored]').waitFor({ state: 'attached' });
    const events = await collector.waitFor('the restored page view', (all) => named(ofVisit(all, 'bfcache'), 'pageview').length === 2);
    expect(named(ofVisit(events, 'bfcache'), 'pageview').map((e) => e.u)).toEqual([
      `${base}/privacy-policy?utm_source=bfcache`,
      `${base}/privacy-policy?utm_source=bfcache`,
    ]);
    expect(problems).toEqual([]);
  });

  it('a page the browser prerendered counts once it is shown, not before', async () => {
    // Chromium prerenders nothing while a DevTools session is attached to the page itself, as Playwright's is;
    // Puppeteer attaches through the tab, so this test drives Chromium with it. The proxy tells what the hidden
    // page has fetched.
    const [chrome, proxy] = await Promise.all([
      puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true }),
      startRecordingProxy(base),
    ]);
    try {
      const page = await chrome.newPage();
      await page.goto(`${proxy.url}/about`);
      await collector.waitFor('the page view of /about', (all) => all.some((e) => e.n === 'pageview' && e.u === `${proxy.url}/about`));
      const link = 'footer a[href="/compliance"]';
      // Resting on a link prerenders its page (the speculation rules' moderate eagerness); the hidden page then
      // fetches the analytics module, whose tracker waits for it to be shown.
      const from = proxy.paths.length;
      await page.hover(link);
      await proxy.waitFor(/^\/compliance$/, from);
      await proxy.waitFor(/^\/assets\/analytics-[\w-]+\.js$/, from);
      await Promise.all([page.waitForNavigation(), page.click(link)]);
      const shown = `${proxy.url}/compliance`;
      await collector.waitFor('the page view of /compliance', (all) => all.some((e) => e.n === 'pageview' && e.u === shown));
      const timing = await page.waitForFunction(
        (collectorUrl) => {
          const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const sent = resources.filter((e) => e.name === collectorUrl);
          const module = resources.find((e) => /\/assets\/analytics-[\w-]+\.js$/.test(e.name));
          const [navigation] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & { activationStart: number })[];
          return (
            sent.length > 0 && {
              activationStart: navigation!.activationStart,
              moduleAt: module?.responseEnd,
              sentAt: sent.map((e) => e.startTime),
            }
          );
        },
        {},
        COLLECTOR_URL,
      );
      const { activationStart, moduleAt, sentAt } = (await timing.jsonValue()) as {
        activationStart: number;
        moduleAt: number;
        sentAt: number[];
      };
      // Prerendered, with the analytics module running before it was shown, and nothing sent until then.
      expect(activationStart).toBeGreaterThan(0);
      expect(moduleAt).toBeLessThan(activationStart);
      for (const at of sentAt) expect(at).toBeGreaterThanOrEqual(activationStart);
      expect(named(collector.events, 'pageview').filter((e) => e.u === shown)).toHaveLength(1);
    } finally {
      await chrome.close();
      await proxy.close();
    }
  });

  it('nothing is sent for a visitor with Do Not Track or Global Privacy Control', async () => {
    for (const signal of ['doNotTrack', 'globalPrivacyControl'] as const) {
      const watched = await openPage(browser);
      onTestFinished(() => watched.page.context().close());
      const { page } = watched;
      await page.addInitScript(
        (name) => Object.defineProperty(Navigator.prototype, name, { get: () => (name === 'doNotTrack' ? '1' : true) }),
        signal,
      );
      const sent: string[] = [];
      page.on('request', (request) => request.url() === COLLECTOR_URL && sent.push(request.url()));
      const module = page.waitForResponse((response) => /\/assets\/analytics-[\w-]+\.js$/.test(response.url()));
      await page.goto(`${base}/about?utm_source=${signal}`);
      // Once the analytics module has run (a second import waits for the first), it has decided: the tracker,
      // once started, names itself window.plausible. (A string, so the test runner leaves the import alone.)
      const started = await page.evaluate(`import(${JSON.stringify((await module).url())}).then(() => 'plausible' in window)`);
      expect(started, signal).toBe(false);
      expect(sent, signal).toEqual([]);
      expect(watched.problems).toEqual([]);
    }
  });
});

// Each waits for its own events; two at a time, as most of each is the wait a person's pace asks for.
describe.concurrent('goals', () => {
  it('a newsletter subscription with JavaScript sends its goal, with the form and the page, and nothing the visitor typed', async ({
    expect,
    onTestFinished,
  }) => {
    const post = '/blog/payroll-cost-playbook-2024';
    const { page, problems } = await open(post, onTestFinished);
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await form.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'lead-form');
    await form.getByRole('textbox', { name: 'Work email' }).fill('typed.reader@acme.example');
    await likeAPerson(page);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const events = await waitForGoal(GOALS.newsletterSignup.name, post);
    expect(named(events, GOALS.newsletterSignup.name)).toEqual([
      expect.objectContaining({ d: ANALYTICS_DOMAIN, u: `${base}${post}`, p: { form: 'newsletter', page: post } }),
    ]);
    expect(holding(['typed.reader', 'acme.example'])).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('the white paper: its request, then the download of the PDF', async ({ expect, onTestFinished }) => {
    const route = '/resources/white-papers';
    const { page, problems } = await open(route, onTestFinished);
    const form = page.getByRole('form', { name: 'White paper form' });
    await form.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'lead-form');
    await sendLeadForm(
      page,
      form,
      { name: 'Typedname Person', email: 'typed.paper@acme.example', company: 'Typedcompany' },
      'Get the White Paper',
    );
    await waitForGoal(GOALS.whitePaperRequest.name, route);
    const link = form.getByRole('status').getByRole('link', { name: 'Download the white paper (PDF)' });
    // Opened in a new tab with the middle button, as the page stays to be checked; the goal goes as the link is followed.
    await link.click({ button: 'middle' });
    const events = await waitForGoal(GOALS.fileDownload.name, route);
    expect(events.filter((e) => e.n === GOALS.whitePaperRequest.name || e.n === GOALS.fileDownload.name)).toEqual([
      expect.objectContaining({ n: 'White Paper Request', u: `${base}${route}`, p: { form: 'white-paper', page: route } }),
      expect.objectContaining({
        n: 'File Download',
        u: `${base}${route}`,
        p: { url: `${base}/downloads/paylean-ai-automation-trends-2024.pdf` },
      }),
    ]);
    expect(holding(['Typedname', 'typed.paper', 'Typedcompany'])).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('a webinar registration names its session', async ({ expect, onTestFinished }) => {
    const route = '/resources/webinars';
    const { page, problems } = await open(route, onTestFinished);
    await waitForIsland(page, 'lead-form');
    const form = page.getByRole('form', { name: 'Webinar registration: Example session: Closing Payroll in Two Days' });
    await form.scrollIntoViewIfNeeded();
    await sendLeadForm(page, form, { name: 'Typedattendee', email: 'typed.attendee@acme.example', company: 'Acme' }, 'Register');
    const events = await waitForGoal(GOALS.webinarRegistration.name, route);
    expect(named(events, GOALS.webinarRegistration.name)).toEqual([
      expect.objectContaining({
        u: `${base}${route}`,
        p: { form: 'webinar-registration', page: route, session: 'example-upcoming-payroll-close' },
      }),
    ]);
    expect(holding(['Typedattendee', 'typed.attendee'])).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('an application without JavaScript sends its goal from the server, with the browser’s User-Agent, and nothing typed', async ({
    expect,
    onTestFinished,
  }) => {
    const route = '/careers/full-stack-engineer';
    const userAgent = `${USER_AGENT} (no JavaScript)`;
    const context = await browser.newContext({ javaScriptEnabled: false, userAgent });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    await page.goto(`${base}${route}`);
    const form = page.getByRole('form', { name: 'Apply for this position' });
    await form.getByLabel('Full name').fill('Typedcandidate Person');
    await form.getByLabel('Email').fill('typed.candidate@acme.example');
    await form.getByLabel('Country you live in').selectOption('Brazil');
    await form
      .getByLabel('Résumé (PDF or Word, at most 5 MB)')
      .setInputFiles({ name: 'Typedcv.pdf', buffer: pdf(), mimeType: 'application/pdf' });
    await form.getByLabel('A short note (optional)').fill('Typednote of mine');
    await form.getByLabel(/PayLean may keep my application/).check();
    await form.getByRole('button', { name: 'Send Application' }).click();
    await page.waitForURL((url) => url.pathname === '/application-sent/');
    const events = await waitForGoal(GOALS.jobApplication.name, route);
    expect(named(events, GOALS.jobApplication.name)).toEqual([
      expect.objectContaining({
        d: ANALYTICS_DOMAIN,
        u: `https://${ANALYTICS_DOMAIN}${route}`,
        p: { form: 'application', page: route, position: 'full-stack-engineer' },
      }),
    ]);
    const [event] = named(events, GOALS.jobApplication.name);
    expect(event!.headers['user-agent']).toBe(userAgent);
    expect(event!.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(holding(['Typedcandidate', 'typed.candidate', 'Typedcv', 'Typednote'])).toEqual([]);
  });

  it('the first use of the calculator, without the figures it writes into the address', async ({ expect, onTestFinished }) => {
    const { page, problems } = await open('/?utm_source=calculator#calculator', onTestFinished);
    await waitForIsland(page, 'calculator');
    const employees = page.locator('#calculator').getByLabel('Number of Employees', { exact: true });
    await employees.fill('987');
    await employees.fill('654');
    await expect.poll(() => new URL(page.url()).searchParams.get('employees')).toBe('654');
    const events = await waitForGoal(GOALS.calculatorUse.name, '/');
    // The address now holds the figures; the sent page keeps only the utm_* tags.
    expect(named(events, GOALS.calculatorUse.name)).toEqual([
      expect.objectContaining({ u: `${base}/?utm_source=calculator`, p: { page: '/' } }),
    ]);
    expect(collector.events.filter((e) => `${e.u} ${e.r}`.includes('employees'))).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('the opening of search, never what is searched for; a link to another site', async ({ expect, onTestFinished }) => {
    const { page, problems } = await open('/careers?utm_source=search', onTestFinished);
    await page.keyboard.press('Control+k');
    const search = page.getByRole('dialog').getByRole('combobox');
    await search.fill('typedsearchterm');
    await waitForGoal(GOALS.searchOpen.name, '/careers');
    await page.keyboard.press('Escape');

    // The footer's LinkedIn link opens a new tab, which this machine cannot load.
    await page.context().route('https://www.linkedin.com/**', (route) => route.abort());
    await page.getByRole('link', { name: 'PayLean on LinkedIn' }).click();
    const events = await waitForGoal(GOALS.outboundLink.name, '/careers');
    expect(ofVisit(events, 'search').filter((e) => e.n !== 'pageview' && e.n !== 'engagement')).toEqual([
      expect.objectContaining({ n: 'Search Open', p: { page: '/careers' } }),
      expect.objectContaining({ n: 'Outbound Link: Click', p: { url: 'https://www.linkedin.com/company/paylean' } }),
    ]);
    expect(holding(['typedsearchterm'])).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('budgets with analytics on', () => {
  it("every route's start-up JavaScript keeps its budget (a content route 5 KB), and its document the first round trip", async () => {
    for (const { route, html, brotli, response, startup } of await builtPages(analyticsDist)) {
      const budget = startupBudget(route, html);
      expect
        .soft(startup.total, `${route}: ${(startup.total / KB).toFixed(2)} KB, budget ${budget / KB} KB:\n${startupDetail(startup)}`)
        .toBeLessThanOrEqual(budget);
      expect.soft(brotli, `${route}: ${brotli} B of brotli`).toBeLessThanOrEqual(HTML_BUDGET);
      expect.soft(response, `${route}: a response of about ${response} B`).toBeLessThanOrEqual(FIRST_WINDOW);
    }
  });
});

describe('the default build (no VITE_PLAUSIBLE_DOMAIN)', () => {
  it('ships no analytics code: no module, no tracker, no goal, no endpoint', async () => {
    const files = (await readdir(dist, { recursive: true })).filter((file) => /\.(html|js)$/.test(file));
    expect(files.filter((file) => /(^|\/)assets\/analytics-/.test(file))).toEqual([]);
    const names = Object.values(GOALS).map((goal) => goal.name);
    for (const file of files) {
      const text = await readFile(path.join(dist, file), 'utf8');
      // A page's code is its inline scripts (its words may name a goal: the privacy policy speaks of job applications).
      const code = file.endsWith('.js') ? text : [...text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
      expect(code.toLowerCase(), file).not.toContain('plausible');
      expect(code, file).not.toContain('__goals');
      for (const name of names) expect(code, file).not.toContain(name);
    }
    expect(await readFile(path.join(dist, '_headers'), 'utf8')).not.toContain(new URL(COLLECTOR_URL).origin);
  });
});
