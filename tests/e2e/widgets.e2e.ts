import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { homeFaq } from '../../content/faq.ts';
import { holdIsland, launchBrowser, openPage, sectionInView, waitForIsland } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The page at `path` (a #calculator one, so the calculator is on screen), once the calculator has started. */
async function open(path: string) {
  const watched = await openPage(browser, { width: 1280, height: 800 });
  await watched.page.goto(baseUrl + path);
  await waitForIsland(watched.page, 'calculator');
  return watched;
}

/** The <dd> beside a result's <dt> in the calculator. */
const output = (page: Page, label: string) => page.locator(`#calculator dt:text-is("${label}") + dd`);
const employees = (page: Page) => page.locator('#calculator').getByLabel('Number of Employees', { exact: true });
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

describe('savings calculator on /', () => {
  it('updates live as you type, says how an empty field is treated, and keeps the estimate in the URL', async () => {
    const { page, problems } = await open('/#calculator');
    const historyLength = await page.evaluate(() => history.length);
    await expect.poll(() => output(page, 'Current Annual Cost').textContent()).toBe('$624,000');
    expect(await output(page, 'Annual Savings').textContent()).toContain('$436,800');
    expect(await output(page, 'Annual Savings').textContent()).toContain('70.0%');

    await employees(page).fill('');
    await expect.poll(() => page.locator('#calculator').getByText('Treated as 1 (the minimum)').isVisible()).toBe(true);
    expect(await output(page, 'Current Annual Cost').textContent()).toBe('$84,000');

    await employees(page).pressSequentially('2');
    expect(await output(page, 'Current Annual Cost').textContent()).toBe('$144,000');
    await employees(page).pressSequentially('5');
    expect(await output(page, 'Current Annual Cost').textContent()).toBe('$1,524,000');
    expect(await output(page, 'New Annual Cost').textContent()).toBe('$457,200');

    expect(new URL(page.url()).search).toBe('?employees=25');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps what was typed before its code arrived: the estimate follows once it hydrates', async () => {
    const { page, problems } = await openPage(browser, { width: 1280, height: 800 });
    // Hold the calculator's module so the visitor types into the prerendered field first.
    const release = await holdIsland(page, 'calculator');
    await page.goto(`${baseUrl}/#calculator`);
    await employees(page).fill('7');
    expect(await output(page, 'Current Annual Cost').textContent()).toBe('$624,000');
    release();
    await expect.poll(() => output(page, 'Current Annual Cost').textContent()).toBe('$444,000');
    expect(await employees(page).inputValue()).toBe('7');
    expect(new URL(page.url()).search).toBe('?employees=7');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('restores the estimate from a shared link /?employees=25#calculator, without hydration errors', async () => {
    const { page, problems } = await open('/?employees=25#calculator');
    await expect.poll(() => employees(page).inputValue()).toBe('25');
    expect(await output(page, 'Current Annual Cost').textContent()).toBe('$1,524,000');
    expect(await output(page, 'Annual Savings').textContent()).toContain('$1,066,800');
    await expect.poll(() => sectionInView(page, 'calculator'), { timeout: 5000 }).toBe(true);
    expect(page.url()).toBe(`${baseUrl}/?employees=25#calculator`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('Get Custom Proposal sends the employee count to the contact form and scrolls to #contact', async () => {
    const { page, problems } = await open('/?employees=25#calculator');
    await expect.poll(() => employees(page).inputValue()).toBe('25');
    await page.evaluate(() => {
      window.addEventListener('paylean:prefill-contact', (event) => {
        (window as unknown as { prefill: unknown }).prefill = (event as CustomEvent).detail;
      });
    });
    await page.locator('#calculator').getByRole('link', { name: 'Get Custom Proposal' }).click();
    await expect.poll(() => sectionInView(page, 'contact'), { timeout: 5000 }).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { prefill: unknown }).prefill)).toEqual({ employees: '25' });
    // The contact form (features/contact) listens for it and fills its employees field.
    await expect.poll(() => page.locator('#contact input[name="employees"]').inputValue()).toBe('25');
    // An in-page move: the estimate stays in the URL.
    expect(new URL(page.url()).search).toBe('?employees=25');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('home FAQ accordion', () => {
  const [group] = homeFaq;
  const [first, second] = group!.faqs;
  const question = (page: Page, text: string) => page.locator('#faq summary', { hasText: text });
  const isOpen = (summary: Locator) => summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open);

  it('works without JavaScript: every answer in the HTML, hidden until its question is clicked', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const faq = page.locator('#faq');
    expect(await faq.locator('details[name="faq"] > summary').count()).toBe(12);
    expect(await faq.getByText(first!.answer).count()).toBe(1);
    expect(await faq.getByText(first!.answer).isVisible()).toBe(false);
    await question(page, first!.question).click();
    expect(await faq.getByText(first!.answer).isVisible()).toBe(true);
    await context.close();
  });

  it('has no code of its own: a click made as the page starts opens it, and it stays open', async () => {
    const { page, problems } = await openPage(browser, { width: 1280, height: 800 });
    await page.goto(`${baseUrl}/#faq`, { waitUntil: 'domcontentloaded' });
    expect(await page.locator('#faq [data-island]').count()).toBe(0);
    const one = question(page, first!.question);
    await one.click();
    expect(await isOpen(one)).toBe(true);
    await page.waitForLoadState('load');
    expect(await isOpen(one)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('is operated by keyboard: one answer open at a time, and the open one closes again', async () => {
    const { page, problems } = await openPage(browser, { width: 1280, height: 800 });
    await page.goto(`${baseUrl}/#faq`);
    const faq = page.locator('#faq');
    const one = question(page, first!.question);
    const two = question(page, second!.question);

    // Tab from the section heading's anchor to the first question.
    await faq.locator('h2 a').focus();
    await page.keyboard.press('Tab');
    expect(await isFocused(one)).toBe(true);
    expect(await one.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');

    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen(one)).toBe(true);
    expect(await faq.getByText(first!.answer).isVisible()).toBe(true);

    await page.keyboard.press('Tab');
    expect(await isFocused(two)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => isOpen(one)).toBe(false);
    expect(await isOpen(two)).toBe(true);
    expect(await faq.getByText(first!.answer).isVisible()).toBe(false);
    expect(await faq.getByText(second!.answer).isVisible()).toBe(true);
    expect(await isFocused(two)).toBe(true);

    await page.keyboard.press('Space');
    expect(await isOpen(two)).toBe(false);
    expect(await faq.locator('details[open]').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
