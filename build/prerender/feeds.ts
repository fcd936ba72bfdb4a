import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Feed } from 'feed';
import { postRoute, type PostSummary } from '../../content/blog.ts';
import { blogText } from '../../content/blog-text.ts';
import { fill } from '../../content/placeholders.ts';
import { placeholderValues, site } from '../../content/site.ts';
import { withCovers } from '../blog/covers.ts';
import { toJsonFeed11 } from './feed-json.ts';

export const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;

const utcDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** Root-relative and in-page links (srcset entries too) made absolute: a feed reader has no page to resolve them against. */
export function absoluteLinks(html: string, siteUrl: string, pageUrl: string): string {
  return html
    .replace(
      /(\s(?:href|src))="(\/(?!\/)|#)/g,
      (_, attr: string, start: string) => `${attr}="${start === '#' ? `${pageUrl}#` : `${siteUrl}/`}`,
    )
    .replace(/(\ssrcset=")([^"]*)"/g, (_, attr: string, list: string) => `${attr}${list.replace(/(^|,\s*)\/(?!\/)/g, `$1${siteUrl}/`)}"`);
}

/** The blog's feeds (RSS 2.0, Atom 1.0, JSON Feed 1.1), each item with the post's full content. */
export async function buildFeeds(siteUrl: string, posts: PostSummary[], renderBody: (slug: string) => Promise<string>) {
  // Run outside Vite, which fills the claims of the site's words as it loads them (build/vite/words.ts).
  const feed = new Feed({
    title: `${site.name} Blog: ${fill(blogText.title, placeholderValues)}`,
    description: fill(blogText.lead, placeholderValues),
    id: `${siteUrl}/blog`,
    link: `${siteUrl}/blog`,
    language: 'en',
    favicon: `${siteUrl}/favicon.svg`,
    copyright: `© ${site.name}`,
    updated: posts[0] ? utcDate(posts[0].updated ?? posts[0].date) : undefined,
    generator: site.name,
    feedLinks: Object.fromEntries(Object.entries(FEED_FILES).map(([kind, file]) => [kind, `${siteUrl}/${file}`])),
  });
  for (const post of await withCovers(posts)) {
    const link = `${siteUrl}${postRoute(post.slug)}`;
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.description,
      content: absoluteLinks(await renderBody(post.slug), siteUrl, link),
      author: [{ name: post.author.name }],
      date: utcDate(post.updated ?? post.date),
      published: utcDate(post.date),
      category: [{ name: post.category }],
      ...(post.cover ? { image: `${siteUrl}${post.cover.image.fallback.src}` } : {}),
    });
  }
  return { rss: feed.rss2(), atom: feed.atom1(), json: toJsonFeed11(feed.json1(), 'en') };
}

export async function writeFeeds(dist: string, siteUrl: string, posts: PostSummary[], renderBody: (slug: string) => Promise<string>) {
  const feeds = await buildFeeds(siteUrl, posts, renderBody);
  await Promise.all(
    (Object.keys(FEED_FILES) as (keyof typeof FEED_FILES)[]).map((kind) => writeFile(path.join(dist, FEED_FILES[kind]), feeds[kind])),
  );
}
