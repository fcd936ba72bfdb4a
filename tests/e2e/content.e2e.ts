import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { faqPageCategories } from '../../content/faq.ts';
import { site } from '../../content/site.ts';
import { launchBrowser, onPath, openPage, sectionInView, waitForIslandsInView } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const h1 = (page: Page) => page.locator('h1').textContent();
const main = (page: Page) => page.getByRole('main');

async function open(route: string) {
  const watched = await openPage(browser, { width: 1280, height: 800 });
  await watched.page.goto(baseUrl + route);
  await waitForIslandsInView(watched.page);
  return watched;
}

async function expectHomeContact(page: Page) {
  await page.waitForURL(onPath('/'));
  await expect.poll(() => sectionInView(page, 'contact'), { timeout: 5000 }).toBe(true);
}

const jsonLd = (page: Page) =>
  page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? '')));

describe('the home page', () => {
  it('stacks hero, services, benefits, calculator, results, FAQ and contact, in that order', async () => {
    const { page, problems } = await open('/');
    expect(await h1(page)).toBe('Reduce Payroll Costs by 70%');
    const sections = await page
      .locator('main > section[id]')
      .evaluateAll((els) => els.map((el) => `${el.id}: ${el.querySelector('h2')?.textContent}`));
    expect(sections).toEqual([
      'services: Two-Tier Optimization Strategy',
      'benefits: Why Companies Choose PayLean',
      'calculator: Calculate Your Savings',
      'results: Results You Can Count On',
      'faq: Frequently Asked Questions',
      'contact: Get Your Free Payroll Audit',
    ]);
    const hero = page.locator('main > section').first();
    for (const stat of ['70% Cost Reduction', '24/7 AI Monitoring', '100+ Companies Served']) {
      expect(await hero.getByRole('listitem').filter({ hasText: stat }).count()).toBe(1);
    }
    expect(await page.locator('#services').getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'AI Payroll Automation',
      'Strategic Offshore Talent',
    ]);
    expect(await page.locator('#benefits').getByRole('heading', { level: 3 }).count()).toBe(4);
    expect(await page.locator('#contact').getByRole('link', { name: site.phone }).getAttribute('href')).toBe(site.phoneHref);
    expect(await jsonLd(page)).toEqual([expect.objectContaining({ '@type': 'Organization', name: site.name, email: site.email })]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['START HIRING. START SAVING.', 'contact'],
    ['Get Started', 'contact'],
    ['Calculate Savings', 'calculator'],
  ])('hero action %s scrolls to #%s', async (name, id) => {
    const { page } = await open('/');
    await page.locator('main > section').first().getByRole('link', { name, exact: true }).click();
    await expect.poll(() => sectionInView(page, id), { timeout: 5000 }).toBe(true);
    expect(page.url()).toBe(`${baseUrl}/#${id}`);
    await page.context().close();
  });

  it.each([
    ['AI Payroll Automation', '/services/ai-automation'],
    ['Strategic Offshore Talent', '/services/offshore-talent'],
  ])('Learn More about %s opens %s at the top', async (title, route) => {
    const { page, problems } = await open('/');
    await page.getByRole('link', { name: `Learn More about ${title}` }).click();
    await page.waitForURL(baseUrl + route);
    await expect.poll(() => h1(page)).toBe(title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("'Claim Your Free Audit' scrolls to the form", async () => {
    const { page } = await open('/');
    await page.getByRole('link', { name: 'Claim Your Free Audit' }).click();
    await expect.poll(() => sectionInView(page, 'contact-form'), { timeout: 5000 }).toBe(true);
    await page.context().close();
  });
});

describe('calls to action on other pages go home, then to #contact', () => {
  it.each([
    ['/services/ai-automation', 'Get Started Today'],
    ['/services/offshore-talent', 'Find Talent'],
    ['/services/payroll-optimization', 'Optimize Now'],
    ['/about', 'Get Started'],
    ['/about', 'Get Custom Proposal'],
  ])('%s: %s', async (route, name) => {
    const { page, problems } = await open(route);
    await main(page).getByRole('link', { name, exact: true }).click();
    await expectHomeContact(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the FAQ page', () => {
  it.each(['Contact Support', 'Schedule Free Consultation'])('%s goes to the contact section', async (name) => {
    const { page } = await open('/faq');
    await main(page).getByRole('link', { name }).click();
    await expectHomeContact(page);
    await page.context().close();
  });

  it.each([
    ['Browse Articles', '/blog', 'Payroll Insights'],
    ['View Examples', '/resources/case-studies', 'Case Studies'],
  ])('%s opens %s at the top', async (name, route, heading) => {
    const { page } = await open('/faq');
    await page.getByRole('link', { name }).click();
    await page.waitForURL(baseUrl + route);
    await expect.poll(() => h1(page)).toBe(heading);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });

  it('Start Chat leads to the chat page, where a question reaches the team (chat.e2e.ts sends one)', async () => {
    const { page } = await open('/faq');
    const start = main(page).getByRole('link', { name: 'Start Chat' });
    expect(await start.getAttribute('href')).toBe('/chat');
    expect(await main(page).textContent()).not.toContain('coming soon');
    await page.context().close();
  });

  it('has a tel: call button showing the phone number', async () => {
    const { page } = await open('/faq');
    const call = main(page).getByRole('link', { name: `Call ${site.phone}` });
    expect(await call.getAttribute('href')).toBe(site.phoneHref);
    expect(await call.textContent()).toContain(site.phone);
    await page.context().close();
  });

  it('carries FAQPage structured data for every question', async () => {
    const { page } = await open('/faq');
    const [ld] = await jsonLd(page);
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity.map((q: { name: string }) => q.name)).toEqual(faqPageCategories.flatMap((c) => c.faqs.map((f) => f.question)));
    await page.context().close();
  });
});

describe('the legal pages', () => {
  it.each(['/terms-of-service', '/privacy-policy'])('%s: the table of contents jumps to each section', async (route) => {
    const { page } = await open(route);
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    const links = toc.getByRole('link');
    expect(await links.count()).toBe(route === '/terms-of-service' ? 15 : 11);
    const last = links.last();
    const id = (await last.getAttribute('href'))!.slice(1);
    await last.click();
    await expect.poll(() => sectionInView(page, id), { timeout: 5000 }).toBe(true);
    await page.context().close();
  });
});
