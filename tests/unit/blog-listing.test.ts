import { describe, expect, it } from 'vitest';
import type { PostCard } from '../../content/blog.ts';
import { listingPage, neighboursOf, parsePageParam } from '../../content/blog-listing.ts';
import { listingSummary } from '../../features/blog/listing-text.ts';
import { proseOf, readingMinutes, wordCount } from '../../build/blog/reading-time.ts';

const card = (n: number, category: PostCard['category'] = 'Guide', featured = false): PostCard => ({
  slug: `p${n}`,
  title: `Post ${n}`,
  description: 'd',
  date: `2024-01-${String(30 - n).padStart(2, '0')}`,
  category,
  readingTime: 3,
  author: { name: 'A' },
  ...(featured ? { featured } : {}),
});
// Newest first: p0 (featured), p1..p10.
const posts = [card(0, 'Strategy', true), ...Array.from({ length: 10 }, (_, i) => card(i + 1, i % 2 ? 'Legal' : 'Guide'))];

describe('listing pages', () => {
  it('puts the featured post on top of /blog and pages the rest', () => {
    const first = listingPage(posts, 4, 1)!;
    expect(first.featured?.slug).toBe('p0');
    expect(first.items.map((p) => p.slug)).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 10 });
    expect(listingPage(posts, 4, 3)!.items.map((p) => p.slug)).toEqual(['p9', 'p10']);
    expect(listingPage(posts, 4, 2)!.featured).toBeUndefined();
  });

  it('a category lists its own posts (featured included) and has no featured slot', () => {
    const strategy = listingPage(posts, 4, 1, 'Strategy')!;
    expect(strategy.items.map((p) => p.slug)).toEqual(['p0']);
    expect(strategy.featured).toBeUndefined();
    expect(listingPage(posts, 4, 2, 'Guide')!.items.map((p) => p.slug)).toEqual(['p9']);
  });

  it('has no page 0, no page past the last and one (empty) page for an empty category', () => {
    expect(listingPage(posts, 4, 0)).toBeUndefined();
    expect(listingPage(posts, 4, 4)).toBeUndefined();
    expect(listingPage(posts, 4, 1, 'Trends')).toMatchObject({ items: [], pageCount: 1, total: 0 });
    expect([parsePageParam(undefined), parsePageParam('2'), parsePageParam('02'), parsePageParam('x')]).toEqual([1, 2, NaN, NaN]);
  });

  it('says honestly how much is shown', () => {
    expect(listingSummary(6, 6)).toBe('Showing all 6 articles.');
    expect(listingSummary(4, 6)).toBe('Showing 4 of 6 articles.');
    expect(listingSummary(1, 1, 'Guide')).toBe('Showing 1 Guide article.');
    expect(listingSummary(0, 0, 'Trends')).toBe('No Trends articles yet: the featured article is our latest.');
  });

  it('finds previous (older), next (newer) and up to three related posts of the same category', () => {
    const { previous, next, related } = neighboursOf(posts, 'p3');
    expect([previous?.slug, next?.slug]).toEqual(['p4', 'p2']);
    expect(related.map((p) => p.slug)).toEqual(['p1', 'p5', 'p7']);
    expect(neighboursOf(posts, 'p0').next).toBeUndefined();
  });
});

describe('reading time', () => {
  it('counts the prose only, at 230 words a minute, at least one minute', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    expect(readingMinutes(`---\ntitle: "x"\n---\n\n${words(690)}`)).toBe(3);
    expect(readingMinutes('Hi.')).toBe(1);
    expect(wordCount(proseOf('## A heading\n\n[a link](/very/long/url) <Block prop="x" /> `code`'))).toBe(5);
  });
});
