// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptStyles } from '../../features/blog/adopt-styles.ts';
import { appendListingPage } from '../../features/blog/append-listing-page.ts';
import startLoadMore from '../../features/blog/load-more.island.ts';

const listing = (titles: string[], next?: string, total = 3) =>
  `<p role="status" data-total="${total}">Showing ${titles.length} of ${total} articles.</p>` +
  `<ul data-cards="">${titles.map((t) => `<li><article><h3><a href="/blog/${t}">${t}</a></h3></article></li>`).join('')}</ul>` +
  `<div data-load-more-box="">${next ? `<a href="${next}" data-load-more="">Load More Articles</a>` : '<button disabled>Load More Articles</button>'}</div>`;

const fragment = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
};

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('appendListingPage', () => {
  it("appends the next page's cards, takes its Load More box, recounts the status and returns the first new card", () => {
    const ours = fragment(listing(['a', 'b'], '/blog/page/2'));
    const first = appendListingPage(ours, fragment(listing(['c'])));
    expect([...ours.querySelectorAll('[data-cards] a')].map((a) => a.textContent)).toEqual(['a', 'b', 'c']);
    expect(first?.textContent).toBe('c');
    expect(ours.querySelector('[data-load-more]')).toBeNull();
    expect(ours.querySelector('button')?.disabled).toBe(true);
    expect(ours.querySelector('[role=status]')?.textContent).toBe('Showing all 3 articles.');
  });

  it('changes nothing when the other page lacks the listing', () => {
    const ours = fragment(listing(['a'], '/blog/page/2'));
    const before = ours.innerHTML;
    expect(appendListingPage(ours, fragment('<p>Not found</p>'))).toBeUndefined();
    expect(ours.innerHTML).toBe(before);
  });
});

describe('adoptStyles', () => {
  it("adds only the other page's style tags this document lacks", () => {
    document.head.innerHTML = '<style data-emotion="css a1">.css-a1{}</style>';
    const other = new DOMParser().parseFromString(
      '<html><head><style data-emotion="css a1">.css-a1{}</style><style data-emotion="css b2">.css-b2{}</style></head></html>',
      'text/html',
    );
    adoptStyles(document, other);
    expect([...document.head.querySelectorAll('style')].map((s) => s.getAttribute('data-emotion'))).toEqual(['css a1', 'css b2']);
  });
});

describe('the Load More island', () => {
  const page2 = `<html><head></head><body><div data-island="load-more">${listing(['c'])}</div></body></html>`;

  function island() {
    document.body.innerHTML = `<div data-island="load-more">${listing(['a', 'b'], '/blog/page/2')}</div>`;
    const element = document.querySelector<HTMLElement>('[data-island]')!;
    startLoadMore(element);
    return element;
  }

  it('adds the next page in place and moves focus to the first new article, once however often it is clicked', async () => {
    const fetchPage = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(page2, { status: 200 }));
    const element = island();
    const link = element.querySelector<HTMLAnchorElement>('[data-load-more]')!;
    link.click();
    link.click();
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('c'));
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(element.querySelectorAll('[data-cards] > li')).toHaveLength(3);
  });

  it('follows the link when the next page cannot be fetched', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    island().querySelector<HTMLAnchorElement>('[data-load-more]')!.click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/blog/page/2'));
  });
});
