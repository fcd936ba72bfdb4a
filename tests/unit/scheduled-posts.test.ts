import { describe, expect, it } from 'vitest';
import { postRoute, toCard } from '../../content/blog.ts';
import { listingPage } from '../../content/blog-listing.ts';
import { loadPosts } from '../../build/blog/posts.ts';
import { publicationOf, todayUtc } from '../../build/blog/publication.ts';
import { buildFeeds } from '../../build/prerender/feeds.ts';
import { sitemapXml } from '../../build/prerender/sitemap.ts';
import { loadPageFiles } from '../../build/page-files.ts';
import { indexablePaths, loadRouteTable, routeTable } from '../../build/routes.ts';

// A build on this day: the real posts dated after it are, for that build, scheduled.
const today = '2024-02-20';
const everyPost = loadPosts({ today: '9999-12-31' });
const published = loadPosts({ today });
const scheduled = everyPost.filter((p) => p.date > today);
const site = 'https://s.example';

describe('a post dated after the build day', () => {
  it('is scheduled: the fixture really splits the posts', () => {
    expect(scheduled.length).toBeGreaterThanOrEqual(2);
    expect(published.length + scheduled.length).toBe(everyPost.length);
    expect(published.every((p) => p.date <= today)).toBe(true);
  });

  it('has no page and is on no listing or category page', async () => {
    const routes = (await loadRouteTable({ mode: 'production', today })).routes.map((r) => r.path);
    for (const post of scheduled) expect(routes).not.toContain(postRoute(post.slug));
    for (const post of published) expect(routes).toContain(postRoute(post.slug));
    const cards = published.map(toCard);
    const listed = [listingPage(cards, 100)!, ...scheduled.map((p) => listingPage(cards, 100, 1, p.category)!)];
    const slugs = listed.flatMap((page) => [...page.items, ...(page.featured ? [page.featured] : [])]).map((p) => p.slug);
    for (const post of scheduled) expect(slugs).not.toContain(post.slug);
    // A category's page count comes from its published posts only (one post a page here).
    const onePerPage = routeTable({ pages: await loadPageFiles(), posts: published, positions: [], webinars: [], pageSize: 1 }).routes;
    for (const post of scheduled) {
      const inCategory = published.filter((p) => p.category === post.category).length;
      const pagesOfCategory = onePerPage.filter((r) => r.kind === 'pagination' && r.category === post.category);
      expect(pagesOfCategory).toHaveLength(Math.max(0, inCategory - 1));
    }
  });

  it('is in no feed, nor in the sitemap or the search index', async () => {
    const feeds = await buildFeeds(site, published, async () => '<p>Body</p>');
    const { routes, posts } = await loadRouteTable({ mode: 'production', today });
    expect(posts).toEqual(published);
    const sitemap = sitemapXml(site, indexablePaths(routes));
    for (const post of scheduled) {
      for (const feed of Object.values(feeds)) expect(feed).not.toContain(postRoute(post.slug));
      expect(sitemap).not.toContain(postRoute(post.slug));
      expect(indexablePaths(routes)).not.toContain(postRoute(post.slug));
    }
    for (const post of published) expect(sitemap).toContain(`${site}${postRoute(post.slug)}`);
  });

  it('has its page left out of the build’s routes, and shows in dev marked as scheduled', async () => {
    const pageNames = async (includeUnpublished: boolean) =>
      (await loadRouteTable({ mode: 'production', today, includeUnpublished })).pages.map((p) => p.name);
    const scheduledPages = scheduled.map((p) => `blog/${p.slug}.mdx`);
    for (const name of scheduledPages) expect(await pageNames(false)).not.toContain(name);
    expect(await pageNames(true)).toEqual(expect.arrayContaining(scheduledPages));
    const dev = loadPosts({ includeUnpublished: true, today });
    expect(dev.filter((p) => p.status === 'scheduled').map((p) => p.slug)).toEqual(scheduled.map((p) => p.slug));
    expect(dev).toHaveLength(everyPost.length);
  });
});

describe('publicationOf', () => {
  it('publishes a post on its date (UTC), not before; a draft never', () => {
    expect(publicationOf({ date: '2024-02-20' }, '2024-02-20')).toBe('published');
    expect(publicationOf({ date: '2024-02-21' }, '2024-02-20')).toBe('scheduled');
    expect(publicationOf({ date: '2024-02-01', draft: true }, '2024-02-20')).toBe('draft');
    expect(todayUtc(new Date('2024-02-20T23:30:00-05:00'))).toBe('2024-02-21');
  });
});
