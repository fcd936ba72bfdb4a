import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';
import { startDevServer, type DevServer } from './dev-server.ts';

// A writer launches, renames and retires pages in the real editor under `npm run dev`; the files are read here.

const LANDING_DIR = path.resolve('pages/lp');
const REDIRECTS = path.resolve('content/redirects.json');
const redirectsBefore = readFileSync(REDIRECTS, 'utf8');
const TITLE = 'Payroll for Dental Practices';
const DESCRIPTION = 'Payroll for dental practices: every hygienist and associate paid right, at a fraction of the cost.';
const SENTENCE = 'Your front desk, hygienists and associates paid right, every time.';
const SAVINGS = 'See what a practice of your size saves in a year.';
const CONTACT = 'Tell us about your practice: a payroll lead answers within one business day.';
const FIRST = 'payroll-for-dental-practices';
const RENAMED = 'dental-payroll';

const landingFile = (slug: string) => path.join(LANDING_DIR, `${slug}.mdx`);
const redirects = () => (JSON.parse(readFileSync(REDIRECTS, 'utf8')) as { redirects: { from: string; to: string }[] }).redirects;
/** Removes the pages this file creates (no other), and puts the redirects back as they were. */
const cleanUp = () => {
  for (const slug of [FIRST, RENAMED]) rmSync(landingFile(slug), { force: true });
  if (existsSync(LANDING_DIR) && readdirSync(LANDING_DIR).length === 0) rmSync(LANDING_DIR, { recursive: true });
  writeFileSync(REDIRECTS, redirectsBefore);
};

let dev: DevServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  cleanUp();
  [dev, browser] = await Promise.all([startDevServer(), launchBrowser()]);
  ({ page } = await openPage(browser));
  // The dev server starts with a cold dependency cache, as on a fresh clone, on a machine that may be busy.
  page.setDefaultTimeout(60_000);
}, 120_000);

afterAll(async () => {
  cleanUp();
  await browser?.close();
  await dev?.close();
});

/** Replaces the words of the body's element (a heading, a paragraph) the way a writer selects them all and types. */
async function retype(selector: string, hasText: string | RegExp, words: string) {
  const element = page.locator(`[contenteditable="true"] ${selector}`, { hasText }).first();
  await element.click();
  await element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
  });
  await page.keyboard.type(words);
}

/** Deletes the entry open in the editor, as a writer does: its Delete button, then the dialog's confirmation. */
async function deleteEntry() {
  await page.getByRole('button', { name: /Delete entry/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete' }).click();
}

/** The editor's message of a refused save, once it shows. */
const refusal = async () => {
  const message = page.getByText(/^Not saved: /);
  await message.waitFor();
  return message.innerText();
};

describe('pages a writer launches in the editor', () => {
  it('creates a landing page from its template with a title and a sentence: a new file the dev server shows at its address', async () => {
    const started = Date.now();
    await page.goto(`${dev.url}/keystatic/collection/landing-pages`);
    await page.getByRole('link', { name: 'Landing page', exact: true }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    // The address follows the title as it is typed.
    expect(await page.getByRole('textbox', { name: 'Address' }).inputValue()).toBe(FIRST);
    await page.getByRole('textbox', { name: 'Description' }).fill(DESCRIPTION);
    // Every placeholder of the template gets the page's own words: the save refuses a page that keeps one.
    await retype('h1', /Cut Payroll Costs/, TITLE);
    await retype('p', 'One sentence on what this audience gets', SENTENCE);
    await retype('p', 'One sentence on what this audience could save', SAVINGS);
    await retype('p', 'One sentence on what happens once they write', CONTACT);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => existsSync(landingFile(FIRST)), { timeout: 30_000 }).toBe(true);
    console.log(`A landing page from its template, by script: created ${Date.now() - started} ms after opening the list`);
    await expect.poll(() => readFileSync(landingFile(FIRST), 'utf8'), { timeout: 10_000 }).toContain(`  ${SENTENCE}\n`);
    const source = readFileSync(landingFile(FIRST), 'utf8');
    expect(source).toMatch(new RegExp(`^---\\ntitle: ${TITLE}\\n`));
    for (const block of ['<Hero', '<PageVisual', '<ProofStrip />', '<CardGrid', '<Calculator />', '<FaqAccordion', '<ContactForm />'])
      expect(source).toContain(block);

    const site = await page.context().newPage();
    expect((await site.goto(`${dev.url}/lp/${FIRST}`))?.status()).toBe(200);
    await site.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await site.getByText(SENTENCE).waitFor();
    // The dev server may reload the page once more as it sees the new file (its title is then briefly Chromium's).
    await expect.poll(() => site.title()).toBe(`${TITLE} | PayLean`);
    // A landing page stays out of search engines.
    expect(await site.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    // Its Get Started button goes to its own contact form, on the page itself.
    const getStarted = site.getByRole('main').getByRole('link', { name: 'Get Started' });
    expect(await getStarted.getAttribute('href')).toBe('#contact');
    await getStarted.click();
    await site.waitForURL(`${dev.url}/lp/${FIRST}#contact`);
    const formInView = () =>
      site.locator('#contact').evaluate((section) => {
        const { top, bottom } = section.getBoundingClientRect();
        return top < innerHeight && bottom > 0;
      });
    await expect.poll(formInView, { timeout: 10_000 }).toBe(true);
    await site.close();
  }, 240_000);

  it('gives the page a new address and redirects the old one to it', async () => {
    await page.goto(`${dev.url}/keystatic/collection/landing-pages/item/${FIRST}`);
    const address = page.getByRole('textbox', { name: 'Address' });
    await address.fill(RENAMED);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => existsSync(landingFile(RENAMED)) && !existsSync(landingFile(FIRST)), { timeout: 30_000 }).toBe(true);
    await expect.poll(redirects, { timeout: 10_000 }).toEqual([{ from: `/lp/${FIRST}`, to: `/lp/${RENAMED}` }]);
  }, 240_000);

  it('refuses to remove a page the footer links to, naming every page and content file that links to it, and removes nothing', async () => {
    await page.goto(`${dev.url}/keystatic/collection/resources/item/case-studies`);
    await deleteEntry();
    const message = await refusal();
    for (const linker of [
      'content/navigation.json: footerColumns.2.links.0.to',
      'content/home.json: caseStudy.href',
      'content/faq.json: helpCards.2.action.href',
      'pages/blog/manufacturer-saves-2-3m-on-payroll.mdx:',
    ])
      expect(message).toContain(linker);
    expect(existsSync(path.resolve('pages/resources/case-studies.mdx'))).toBe(true);
  }, 240_000);

  it('refuses to remove a core page', async () => {
    await page.goto(`${dev.url}/keystatic/collection/pages/item/privacy-policy`);
    await deleteEntry();
    expect(await refusal()).toContain('/privacy-policy is a core page of the site');
    expect(existsSync(path.resolve('pages/privacy-policy.mdx'))).toBe(true);
  }, 240_000);

  it('removes a page once it says where its address goes, and redirects its addresses there', async () => {
    await page.goto(`${dev.url}/keystatic/collection/landing-pages/item/${RENAMED}`);
    await deleteEntry();
    expect(await refusal()).toContain('When removed, send visitors to');
    expect(existsSync(landingFile(RENAMED))).toBe(true);

    await page.reload();
    await page.getByRole('button', { name: /When removed, send visitors to/ }).click();
    await page.getByRole('option', { name: 'About Us (/about)' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => readFileSync(landingFile(RENAMED), 'utf8'), { timeout: 30_000 }).toContain('replacedBy: /about\n');
    await deleteEntry();
    await expect.poll(() => existsSync(landingFile(RENAMED)), { timeout: 30_000 }).toBe(false);
    // The address it had before its rename goes to the same page: no chain of redirects.
    expect(redirects()).toEqual([
      { from: `/lp/${FIRST}`, to: '/about' },
      { from: `/lp/${RENAMED}`, to: '/about' },
    ]);
  }, 240_000);

  it('refuses a new page at an address the site has, or one kept for a form’s page, writes nothing, and the site keeps answering', async () => {
    for (const [title, slug, clash] of [
      ['Careers', 'careers', 'its address /careers is already the page "Careers" (pages/careers/index.mdx)'],
      ['Newsletter Archive', 'newsletter-archive', 'its address /newsletter-archive is kept for the pages a form ends on'],
    ] as const) {
      await page.goto(`${dev.url}/keystatic/collection/pages/create`);
      await page.getByRole('textbox', { name: 'Title' }).fill(title);
      // The address as the writer's title makes it (a draft of an earlier try may hold another).
      await page.getByRole('textbox', { name: 'Address' }).fill(slug);
      await page.getByRole('button', { name: 'Create' }).click();
      expect(await refusal()).toContain(`pages/${slug}.mdx: ${clash}`);
      expect(existsSync(path.resolve(`pages/${slug}.mdx`))).toBe(false);
    }
    for (const route of ['/', '/careers', '/newsletter-confirmed']) expect((await fetch(`${dev.url}${route}`)).status).toBe(200);
  }, 240_000);
});
