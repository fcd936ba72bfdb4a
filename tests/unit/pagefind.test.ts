import { describe, expect, it } from 'vitest';
import { nextActive } from '../../features/search/active-option.ts';
import { searchStatusText } from '../../features/search/search-status.ts';
import { faqAnchor } from '../../features/faq/faq-anchor.ts';
import {
  excerptParts,
  hitsOf,
  isSearchable,
  searchSite,
  SearchNeedsBuild,
  type PagefindResultData,
} from '../../features/search/pagefind.ts';

describe('excerptParts', () => {
  it('splits Pagefind marks into marked parts', () => {
    expect(excerptParts('Invoices are <mark>due</mark> 30 days after')).toEqual([
      { text: 'Invoices are ', mark: false },
      { text: 'due', mark: true },
      { text: ' 30 days after', mark: false },
    ]);
  });

  it('keeps any other markup as nothing but text, and decodes entities once', () => {
    const parts = excerptParts('<img src=x onerror=alert(1)><mark>a<b>b</b></mark> &lt;script&gt; &amp;amp; &#39;q&#39;');
    expect(parts).toEqual([
      { text: 'ab', mark: true },
      { text: " <script> &amp; 'q'", mark: false },
    ]);
    expect(parts.map((p) => p.text).join('')).not.toMatch(/<img|onerror=alert\(1\)>/);
  });

  it('drops an unterminated tag and empty parts', () => {
    expect(excerptParts('<mark></mark>text <span')).toEqual([{ text: 'text ', mark: false }]);
  });
});

describe('hitsOf', () => {
  const data = (sub_results: PagefindResultData['sub_results']): PagefindResultData => ({
    url: '/terms-of-service',
    excerpt: 'page <mark>excerpt</mark>',
    meta: { title: 'Terms of Service' },
    sub_results,
  });

  it('links to the sections with the most matches, naming them', () => {
    const hits = hitsOf(
      data([
        { title: 'Terms of Service', url: '/terms-of-service', excerpt: 'intro', locations: [1] },
        {
          title: '5. Payment Terms',
          url: '/terms-of-service#5-payment-terms',
          anchor: { id: '5-payment-terms' },
          excerpt: '<mark>due</mark>',
          locations: [8, 9, 12],
        },
        { title: '9. Enterprise', url: '/terms-of-service#9', anchor: { id: '9' }, excerpt: 'none', locations: [] },
      ]),
    );
    expect(hits).toEqual([
      {
        url: '/terms-of-service#5-payment-terms',
        title: 'Terms of Service',
        section: '5. Payment Terms',
        excerpt: [{ text: 'due', mark: true }],
      },
      { url: '/terms-of-service', title: 'Terms of Service', section: undefined, excerpt: [{ text: 'intro', mark: false }] },
    ]);
  });

  it('falls back to the page when no section matched, and to the URL when the page has no title', () => {
    const hits = hitsOf({ ...data([]), meta: {} });
    expect(hits).toEqual([
      {
        url: '/terms-of-service',
        title: '/terms-of-service',
        excerpt: [
          { text: 'page ', mark: false },
          { text: 'excerpt', mark: true },
        ],
      },
    ]);
  });
});

describe('the search UI logic', () => {
  it('needs two characters', () => {
    expect(isSearchable(' a ')).toBe(false);
    expect(isSearchable('ai')).toBe(true);
  });

  it('moves the active option with wrap-around', () => {
    expect(nextActive(-1, 3, 1)).toBe(0);
    expect(nextActive(-1, 3, -1)).toBe(2);
    expect(nextActive(2, 3, 1)).toBe(0);
    expect(nextActive(0, 3, -1)).toBe(2);
    expect(nextActive(1, 0, 1)).toBe(-1);
  });

  it('says what is happening', () => {
    expect(searchStatusText({ status: 'done', hits: [] }, ' zebra ')).toBe('No results for “zebra”.');
    expect(searchStatusText({ status: 'needs-build', hits: [] }, 'ai')).toBe('Search needs a build: run npm start to search the site.');
    expect(searchStatusText({ status: 'loading', hits: [] }, 'ai')).toBe('Searching…');
  });
});

describe('in npm run dev', () => {
  it('says search needs a build instead of loading a Pagefind bundle that does not exist', async () => {
    expect(import.meta.env.DEV).toBe(true);
    await expect(searchSite('payroll')).rejects.toBeInstanceOf(SearchNeedsBuild);
  });
});

describe('FAQ anchors', () => {
  it('are stable ids made from the question', () => {
    expect(faqAnchor('How long does onboarding take?')).toBe('faq-how-long-does-onboarding-take');
    expect(faqAnchor('Is my data safe — really?')).toBe('faq-is-my-data-safe-really');
  });
});
