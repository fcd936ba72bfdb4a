import { describe, expect, it } from 'vitest';
import type { PostSummary } from '../../content/blog.ts';
import { toJsonFeed11 } from '../../build/prerender/feed-json.ts';
import { absoluteLinks, buildFeeds } from '../../build/prerender/feeds.ts';

const post: PostSummary = {
  slug: 'a-post',
  title: 'A post',
  description: 'Teaser',
  date: '2024-03-12',
  author: { key: 'maria-santos', name: 'Maria Santos', role: 'Head' },
  category: 'Strategy',
  readingTime: 4,
};

describe('feeds', () => {
  it('makes root-relative and in-page links absolute, leaving others alone', () => {
    const html = '<a href="/compliance">c</a><a href="#step">s</a><a href="https://x.example/">x</a><a href="//cdn">d</a>';
    expect(absoluteLinks(html, 'https://s.example', 'https://s.example/blog/a')).toBe(
      '<a href="https://s.example/compliance">c</a><a href="https://s.example/blog/a#step">s</a><a href="https://x.example/">x</a><a href="//cdn">d</a>',
    );
  });

  it('makes every srcset entry of a picture absolute', () => {
    const html = '<source srcset="/assets/a-400.avif 400w, /assets/a-800.avif 800w"><img src="/assets/a.svg">';
    expect(absoluteLinks(html, 'https://s.example', 'https://s.example/blog/a')).toBe(
      '<source srcset="https://s.example/assets/a-400.avif 400w, https://s.example/assets/a-800.avif 800w"><img src="https://s.example/assets/a.svg">',
    );
  });

  it('upgrades JSON Feed 1.0 to 1.1: authors lists and language', () => {
    const out = JSON.parse(
      toJsonFeed11(
        JSON.stringify({ version: 'https://jsonfeed.org/version/1', author: { name: 'P' }, items: [{ id: '1', author: { name: 'M' } }] }),
        'en',
      ),
    );
    expect(out).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      language: 'en',
      authors: [{ name: 'P' }],
      items: [{ authors: [{ name: 'M' }] }],
    });
    expect(out.author).toBeUndefined();
    expect(out.items[0].author).toBeUndefined();
  });

  it('writes each item with absolute links and the full content', async () => {
    const feeds = await buildFeeds('https://s.example', [post], async () => '<h2 id="x">X</h2><p><a href="/#contact">talk</a></p>');
    expect(feeds.rss).toContain('<link>https://s.example/blog/a-post</link>');
    expect(feeds.rss).toContain('https://s.example/#contact');
    expect(feeds.atom).toContain('href="https://s.example/blog/a-post"');
    const json = JSON.parse(feeds.json);
    expect(json.items[0]).toMatchObject({ url: 'https://s.example/blog/a-post', authors: [{ name: 'Maria Santos' }] });
    expect(json.items[0].content_html).toContain('<h2 id="x">');
  });
});
