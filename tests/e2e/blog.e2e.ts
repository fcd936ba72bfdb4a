import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { blogPageSize } from '../../content/blog.ts';
import { runAxe } from './axe.ts';
import { launchBrowser, openPage, waitForIsland } from './browser.ts';
import { publishedPosts } from './expected-routes.ts';

const baseUrl = inject('baseUrl');
// The posts as their files say, newest first: read by the test, not by the blog's loader.
const posts = publishedPosts();
const featured = posts.find((p) => p.featured)!;
const others = posts.filter((p) => p !== featured);
// The e2e build (--mode test) pages by 4, so the real posts span two listing pages.
const pageSize = blogPageSize('test');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const cardTitles = (page: Page) => page.locator('[data-cards] h3').allTextContents();

async function open(route: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(baseUrl + route);
  return page;
}

describe('the blog listings', () => {
  it('lists newest first, the featured post on top, and pages by the page size', () => {
    expect(others.length).toBeGreaterThan(pageSize);
  });

  it.each(posts.map((post) => [post.slug, post] as const))('the card of %s opens its article', async (_, post) => {
    const { page, problems } = await openPage(browser);
    const listing = others.indexOf(post) >= pageSize ? '/blog/page/2' : '/blog';
    await page.goto(baseUrl + listing);
    await page.getByRole('link', { name: post.title, exact: true }).first().click();
    await page.waitForURL(`${baseUrl}/blog/${post.slug}`);
    expect(await page.locator('main h1').textContent()).toBe(post.title);
    expect(await page.locator('#post-body h2').count()).toBeGreaterThan(2);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('/blog shows the featured post and the first page; Load More adds page 2 in place', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl}/blog`);
    // Until its island has started, Load More is the plain link to /blog/page/2 (tested without JavaScript below).
    await waitForIsland(page, 'load-more');
    expect(await page.locator('article h3').first().textContent()).toBe(featured.title);
    expect(await cardTitles(page)).toEqual(others.slice(0, pageSize).map((p) => p.title));
    await page.getByRole('link', { name: 'Load More Articles' }).click();
    await expect.poll(() => cardTitles(page)).toEqual(others.map((p) => p.title));
    expect(page.url()).toBe(`${baseUrl}/blog`);
    expect(await page.getByRole('status').first().textContent()).toBe(`Showing all ${others.length} articles.`);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(others[pageSize]!.title);
    expect(await page.getByRole('button', { name: 'Load More Articles' }).isDisabled()).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('Load More from the keyboard: focus lands on the first new article, in the accessibility tree too, and Tab carries on from there', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl}/blog`);
    await waitForIsland(page, 'load-more');
    await page.getByRole('link', { name: 'Load More Articles' }).focus();
    await page.keyboard.press('Enter');
    const firstNew = others[pageSize]!.title;
    // What a screen reader announces: the focused node of the accessibility tree.
    const focused = async () => (await page.locator(':focus').ariaSnapshot({ timeout: 1000 })).split('\n')[0];
    await expect.poll(focused).toBe(`- link "${firstNew}":`);
    await page.keyboard.press('Tab');
    const after = await page.evaluate((title) => {
      const card = [...document.querySelectorAll('article')].find((a) => a.querySelector('h3')?.textContent === title)!;
      return (
        Boolean(card.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING) ||
        card.contains(document.activeElement)
      );
    }, firstNew);
    expect(after, 'Tab moves on from the first new article, not from the top of the page').toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a category page and page 2 work without JavaScript', async () => {
    const page = await open('/blog', false);
    await page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: 'Guide' }).click();
    await page.waitForURL(`${baseUrl}/blog/category/guide`);
    expect(await page.locator('h1').textContent()).toBe('Guide Articles');
    expect(await cardTitles(page)).toEqual(posts.filter((p) => p.category === 'Guide').map((p) => p.title));
    expect(await page.getByRole('link', { name: 'Guide', exact: true }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('link', { name: 'All' }).click();
    await page.waitForURL(`${baseUrl}/blog`);
    await page.getByRole('link', { name: 'Load More Articles' }).click();
    await page.waitForURL(`${baseUrl}/blog/page/2`);
    expect(await cardTitles(page)).toEqual(others.slice(pageSize, 2 * pageSize).map((p) => p.title));
    expect(await page.getByRole('link', { name: 'Newer articles' }).getAttribute('href')).toBe('/blog');
    await page.context().close();
  });
});

describe('the feeds', () => {
  const fetchText = async (route: string) => {
    const response = await fetch(baseUrl + route);
    expect(response.status, route).toBe(200);
    return response.text();
  };

  /** Every item link must be a prerendered page showing that post. */
  async function expectLinksResolve(links: string[]) {
    expect(links.map((l) => new URL(l).pathname).sort()).toEqual(posts.map((p) => `/blog/${p.slug}`).sort());
    for (const link of links) {
      expect(link, 'absolute').toMatch(/^https?:\/\//);
      const html = await fetchText(new URL(link).pathname);
      expect(html).toContain('id="post-body"');
    }
  }

  it('RSS and Atom parse as XML, with absolute links and full content', async () => {
    const page = await open('/blog');
    for (const [route, item, linkOf] of [
      ['/rss.xml', 'item', 'link'],
      ['/atom.xml', 'entry', 'link'],
    ] as const) {
      const xml = await fetchText(route);
      const parsed = await page.evaluate(
        ({ xml, item, linkOf }) => {
          const doc = new DOMParser().parseFromString(xml, 'application/xml');
          const items = [...doc.getElementsByTagName(item)];
          return {
            error: doc.getElementsByTagName('parsererror').length,
            links: items.map(
              (i) => i.getElementsByTagName(linkOf)[0]?.getAttribute('href') || i.getElementsByTagName(linkOf)[0]?.textContent || '',
            ),
            content: items.map(
              (i) => (i.getElementsByTagName('content:encoded')[0] ?? i.getElementsByTagName('content')[0])?.textContent ?? '',
            ),
          };
        },
        { xml, item, linkOf },
      );
      expect(parsed.error, route).toBe(0);
      await expectLinksResolve(parsed.links);
      for (const content of parsed.content) {
        expect(content).toContain('<h2');
        expect(content, 'no root-relative links').not.toMatch(/href="\//);
      }
    }
    await page.context().close();
  });

  it('the JSON feed parses and is JSON Feed 1.1', async () => {
    const feed = JSON.parse(await fetchText('/feed.json')) as {
      version: string;
      items: { url: string; content_html: string; authors: { name: string }[] }[];
    };
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.items.every((i) => i.authors[0]?.name && i.content_html.includes('<h2'))).toBe(true);
    await expectLinksResolve(feed.items.map((i) => i.url));
  });

  it('every page links to the three feeds in its head', async () => {
    const html = await fetchText('/about');
    for (const file of ['rss.xml', 'atom.xml', 'feed.json'])
      expect(html).toMatch(new RegExp(`<link rel="alternate" type="[^"]+" title="[^"]+" href="/${file}"`));
  });
});

describe('an article page', () => {
  it('has its head tags, JSON-LD, table of contents and links, and axe finds nothing', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/blog/${featured.slug}`);
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(await page.locator('meta[property="article:published_time"]').getAttribute('content')).toBe(featured.date);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/blog/${featured.slug}$`));
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: featured.title, datePublished: featured.date });
    expect(await page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link').count()).toBeGreaterThan(3);
    expect(await page.getByRole('link', { name: 'Get a Free Consultation' }).getAttribute('href')).toBe('/#contact');
    const { violations } = await runAxe(page);
    expect(violations).toEqual([]);
    await context.close();
  });
});
