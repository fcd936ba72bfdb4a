import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { positionRoute } from '../../content/careers.ts';
import { launchBrowser, onPath, openPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const dist = path.resolve(import.meta.dirname, '../../dist');
const positionsDir = path.resolve(import.meta.dirname, '../../content/positions');
const today = new Date().toISOString().slice(0, 10);
/** The positions as their files say, read by the test: a position is open through its last day to apply. */
const positions = readdirSync(positionsDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => {
    const file = JSON.parse(readFileSync(path.join(positionsDir, name), 'utf8')) as {
      title: string;
      workplace: string;
      validThrough: string;
    };
    return { ...file, slug: name.slice(0, -'.json'.length), open: today <= file.validThrough };
  });
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What Google's job search requires of a JobPosting, and what it recommends. */
const REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization'];
const RECOMMENDED = ['validThrough', 'employmentType', 'baseSalary', 'directApply', 'identifier'];

const builtJsonLd = (route: string): Record<string, unknown>[] => {
  const html = readFileSync(path.join(dist, route, 'index.html'), 'utf8');
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
};

describe('each built position page', () => {
  it.each(positions.map((p) => [positionRoute(p.slug), p] as const))('%s carries a complete JobPosting', (route, position) => {
    const postings = builtJsonLd(route).filter((data) => data['@type'] === 'JobPosting');
    expect(postings).toHaveLength(1);
    const posting = postings[0]!;
    for (const property of [...REQUIRED, ...RECOMMENDED]) expect(posting, property).toHaveProperty(property);
    if (position.workplace === 'remote') {
      expect(posting.jobLocationType).toBe('TELECOMMUTE');
      expect((posting.applicantLocationRequirements as unknown[]).length).toBeGreaterThan(0);
    } else {
      expect(posting).toHaveProperty('jobLocation.address.addressCountry');
    }
    expect(posting).toMatchObject({
      title: position.title,
      baseSalary: { '@type': 'MonetaryAmount', value: { '@type': 'QuantitativeValue', unitText: 'YEAR' } },
      hiringOrganization: { '@type': 'Organization', name: 'PayLean' },
    });
    expect(posting.description).toMatch(/^<p>.*<\/ul>$/);
  });

  it('holds literal values for the Full-Stack Engineer', () => {
    const [posting] = builtJsonLd('/careers/full-stack-engineer');
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: 'Full-Stack Engineer',
      datePosted: '2026-11-09',
      validThrough: '2027-02-28',
      employmentType: 'CONTRACTOR',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: ['Argentina', 'Brazil', 'Chile', 'Colombia', 'Costa Rica', 'Mexico', 'Peru', 'Uruguay'].map(
        (name) => ({
          '@type': 'Country',
          name,
        }),
      ),
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 60000, maxValue: 85000, unitText: 'YEAR' },
      },
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: 'PayLean', value: 'full-stack-engineer' },
    });
    expect(posting?.description).toContain('<li>Experience with PostgreSQL and REST APIs</li>');
  });

  it('is in the sitemap, with its social card', () => {
    const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    for (const position of positions) {
      expect(sitemap).toContain(`${positionRoute(position.slug)}</loc>`);
      expect(readFileSync(path.join(dist, 'cards', `${positionRoute(position.slug)}.png`)).byteLength).toBeGreaterThan(1000);
    }
  });
});

describe('/careers', () => {
  it('has an Apply link for each open position, each leading to its page, none to the contact form', async () => {
    const { page, problems } = await openPage(browser, { width: 1280, height: 800 });
    await page.goto(`${baseUrl}/careers`);
    const main = page.getByRole('main');
    expect(await main.locator('a[href="/#contact"]').count()).toBe(0);
    const open = positions.filter((p) => p.open);
    expect(open.length).toBeGreaterThan(0);
    for (const position of open) {
      await page.goto(`${baseUrl}/careers`);
      await main.getByRole('link', { name: `Apply for ${position.title}`, exact: true }).click();
      await page.waitForURL(onPath(positionRoute(position.slug)));
      expect(await page.locator('h1').textContent()).toBe(position.title);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
