import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalServer } from '../../server/app.ts';
import { exe, pdf } from '../fixtures/documents.ts';
import { launchBrowser, onPath, openPage, waitForIsland } from './browser.ts';

// Its own server (the built site and both functions on an in-memory database), so the test can
// look at the rows and the résumé files the applications left.
const dist = path.resolve(import.meta.dirname, '../../dist');
const ROUTE = '/careers/full-stack-engineer';
let browser: Browser;
let server: Awaited<ReturnType<typeof startLocalServer>>;
let uploads: string;

beforeAll(async () => {
  uploads = await mkdtemp(path.join(os.tmpdir(), 'paylean-e2e-uploads-'));
  server = await startLocalServer({ distDir: dist, port: 0, uploadsDir: uploads, handler: { info: () => {}, ipHashSalt: 'e2e' } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await server?.store.close();
  await rm(uploads, { recursive: true, force: true });
});
beforeEach(async () => {
  await server.store.db.exec('delete from public.job_applications; delete from public.job_application_rate_limit_slots;');
  for (const file of await readdir(uploads)) await rm(path.join(uploads, file));
});

const stored = async () => ({ rows: await server.applications.list(), files: await readdir(uploads) });

const candidate = {
  name: 'Camila Oliveira',
  email: 'camila@example.com',
  country: 'Brazil',
  url: 'https://example.com/camila',
  note: 'Five years of React.',
};

async function fillForm(page: Page, resume: { name: string; buffer: Buffer }) {
  const form = page.getByRole('form', { name: 'Apply for this position' });
  await form.getByLabel('Full name').fill(candidate.name);
  await form.getByLabel('Email').fill(candidate.email);
  await form.getByLabel('Country you live in').selectOption(candidate.country);
  await form.getByLabel('LinkedIn or portfolio URL (optional)').fill(candidate.url);
  await form.getByLabel('Résumé (PDF or Word, at most 5 MB)').setInputFiles({ ...resume, mimeType: 'application/pdf' });
  await form.getByLabel('A short note (optional)').fill(candidate.note);
  await form.getByLabel(/PayLean may keep my application/).check();
  return form;
}

const values = (page: Page) =>
  page.getByRole('form', { name: 'Apply for this position' }).evaluate((form: HTMLFormElement) => ({
    name: (form.elements.namedItem('name') as HTMLInputElement).value,
    email: (form.elements.namedItem('email') as HTMLInputElement).value,
    country: (form.elements.namedItem('country') as HTMLSelectElement).value,
    url: (form.elements.namedItem('profileUrl') as HTMLInputElement).value,
    note: (form.elements.namedItem('note') as HTMLTextAreaElement).value,
  }));

describe('applying without JavaScript', () => {
  it('stores the application and its résumé, and ends on the sent page', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}${ROUTE}`);
    const form = await fillForm(page, { name: 'Camila CV.pdf', buffer: pdf() });
    await form.getByRole('button', { name: 'Send Application' }).click();
    await page.waitForURL(onPath('/application-sent/'));
    expect(await page.locator('h1').textContent()).toBe('Thank you for applying');
    const { rows, files } = await stored();
    expect(rows).toEqual([expect.objectContaining({ position: 'full-stack-engineer', name: candidate.name, resumeName: 'Camila CV.pdf' })]);
    expect(files).toEqual([rows[0]!.resumeFile]);
    expect((await readFile(path.join(uploads, files[0]!))).equals(pdf())).toBe(true);
    await context.close();
  });

  it('says what is wrong with a renamed executable, stores nothing, and Back returns to the filled form', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}${ROUTE}`);
    const form = await fillForm(page, { name: 'resume.pdf', buffer: exe() });
    await form.getByRole('button', { name: 'Send Application' }).click();
    await page.waitForURL(onPath('/application-not-sent/'));
    expect(new URL(page.url()).hash).toBe('#resume-type');
    expect(await page.locator('#resume-type').isVisible()).toBe(true);
    expect(await page.locator('#resume-type').textContent()).toContain('must be a PDF or Word document');
    await page.goBack();
    expect(await values(page)).toEqual({ ...candidate, url: candidate.url });
    expect(await stored()).toEqual({ rows: [], files: [] });
    await context.close();
  });
});

describe('applying with JavaScript', () => {
  it('sends from the island and says so in a toast', async () => {
    const { page, problems } = await openPage(browser, { width: 1280, height: 800 });
    await page.goto(`${server.url}${ROUTE}#apply`);
    await waitForIsland(page, 'application-form');
    const form = await fillForm(page, { name: 'Camila CV.pdf', buffer: pdf(512 * 1024) });
    // A send within a few seconds of the page opening is taken for a bot's and quietly dropped.
    await page.waitForFunction(() => performance.now() > 4000);
    // The answer is held until the progress has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/functions/v1/submit-application', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Send Application' }).click();
    await form.getByRole('button', { name: 'Sending…' }).waitFor();
    await form
      .getByRole('status')
      .getByText(/^Uploading your application: \d+%$/)
      .waitFor();
    expect(await form.locator('progress').count()).toBe(1);
    release();
    await page.getByText('Application sent', { exact: true }).waitFor();
    expect(await values(page)).toEqual({ name: '', email: '', country: '', url: '', note: '' });
    expect(new URL(page.url()).pathname).toBe(ROUTE);
    const { rows, files } = await stored();
    expect(rows).toEqual([expect.objectContaining({ email: candidate.email, resumeBytes: pdf(512 * 1024).length })]);
    expect(files).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['a renamed executable', exe(), 'must be a PDF or Word document'],
    ['an empty file', Buffer.alloc(0), 'is empty'],
  ])('refuses %s with a toast that says what to fix, keeping every other field', async (_, buffer, message) => {
    const { page } = await openPage(browser, { width: 1280, height: 800 });
    await page.goto(`${server.url}${ROUTE}#apply`);
    await waitForIsland(page, 'application-form');
    const form = await fillForm(page, { name: 'resume.pdf', buffer });
    await form.getByRole('button', { name: 'Send Application' }).click();
    await page.getByText(message).waitFor();
    expect(await page.getByText('Application not sent', { exact: true }).count()).toBe(1);
    expect(await values(page)).toEqual(candidate);
    expect(await stored()).toEqual({ rows: [], files: [] });
    await page.context().close();
  });

  it('refuses a 6 MB résumé before sending it, keeping every other field', async () => {
    const { page } = await openPage(browser, { width: 1280, height: 800 });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto(`${server.url}${ROUTE}#apply`);
    await waitForIsland(page, 'application-form');
    const form = await fillForm(page, { name: 'big.pdf', buffer: pdf(6 * 1024 * 1024) });
    await form.getByRole('button', { name: 'Send Application' }).click();
    await page.getByText('larger than 5 MB').waitFor();
    expect(posts).toEqual([]);
    expect(await values(page)).toEqual(candidate);
    await page.context().close();
  });
});

describe('the function under 24 concurrent 6 MB uploads', () => {
  it('answers each with a 413 and no connection reset, and stores nothing', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${server.url}${ROUTE}`);
    const answers = await page.evaluate(async (action) => {
      const big = new Blob([new Uint8Array(6 * 1024 * 1024).fill(32)], { type: 'application/pdf' });
      const send = async () => {
        const body = new FormData();
        for (const [name, value] of Object.entries({
          position: 'full-stack-engineer',
          name: 'A',
          email: 'a@example.com',
          country: 'Peru',
          consent: 'yes',
        }))
          body.set(name, value);
        body.set('resume', big, 'big.pdf');
        try {
          const res = await fetch(action, { method: 'POST', body, headers: { Accept: 'application/json' } });
          return `${res.status} ${((await res.json()) as { error: string }).error}`;
        } catch (error) {
          return `failed: ${String(error)}`;
        }
      };
      return Promise.all(Array.from({ length: 24 }, send));
    }, `${server.url}/functions/v1/submit-application`);
    expect(answers).toHaveLength(24);
    for (const answer of answers) expect(answer).toMatch(/^413 Your résumé is larger than 5 MB/);
    expect(await stored()).toEqual({ rows: [], files: [] });
    await page.context().close();
  });
});

describe('a position page', () => {
  it('loads the form’s code only as the visitor nears the form', async () => {
    // A short phone screen: the form starts well beyond the first screen and the 300 px the loader looks ahead.
    const { page } = await openPage(browser, { width: 375, height: 500 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}${ROUTE}`);
    await page.waitForLoadState('load');
    const island = page.locator('[data-island="application-form"]');
    const formCode = () => scripts.filter((path) => /\/application-form\.island-[\w-]+\.js$/.test(path));
    expect(formCode()).toEqual([]);
    await island.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'application-form');
    expect(formCode()).toHaveLength(1);
    await page.context().close();
  });
});
