// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { appendListingPage } from '../../features/blog/append-listing-page.ts';
import { regionFromPage, regionInDocument, routerHref } from '../../features/blog/prerendered-region.ts';

const listing = (titles: string[], next?: string, total = 3) =>
  `<p role="status" data-total="${total}">Showing ${titles.length} of ${total} articles.</p>` +
  `<ul data-cards="">${titles.map((t) => `<li><a href="/blog/${t}">${t}</a></li>`).join('')}</ul>` +
  `<div data-load-more-box="">${next ? `<a href="${next}" data-load-more="">Load More Articles</a>` : '<button disabled>Load More Articles</button>'}</div>`;

describe('Load More in place', () => {
  it("appends the next page's cards, takes its Load More box and recounts the status", () => {
    const merged = appendListingPage(document, listing(['a', 'b'], '/blog/page/2'), listing(['c']))!;
    const out = document.createElement('div');
    out.innerHTML = merged.html;
    expect([...out.querySelectorAll('[data-cards] a')].map((a) => a.textContent)).toEqual(['a', 'b', 'c']);
    expect(merged.firstNew).toBe(2);
    expect(out.querySelector('[data-load-more]')).toBeNull();
    expect(out.querySelector('button')?.disabled).toBe(true);
    expect(out.querySelector('[role=status]')?.textContent).toBe('Showing all 3 articles.');
  });

  it('gives up (the caller then navigates) when a page lacks the listing', () => {
    expect(appendListingPage(document, listing(['a']), '<p>Not found</p>')).toBeUndefined();
  });
});

describe('prerendered regions', () => {
  it('reads a region only for its own route, from the document or a fetched page', () => {
    document.body.innerHTML = '<div id="post-body" data-route="/blog/a"><h2>A</h2></div>';
    expect(regionInDocument(document, 'post-body', '/blog/a')).toBe('<h2>A</h2>');
    expect(regionInDocument(document, 'post-body', '/blog/b')).toBeUndefined();
    const page =
      '<html><head><style data-emotion="css x1">.css-x1{}</style></head><body><div id="post-body" data-route="/blog/b"><p>B</p></div></body></html>';
    const region = regionFromPage(page, 'post-body', '/blog/b')!;
    expect(region.html).toBe('<p>B</p>');
    expect(region.styles.map((s) => s.getAttribute('data-emotion'))).toEqual(['css x1']);
  });

  it('hands the router only plain clicks on root-relative links', () => {
    const click = (target: Element, extra = {}) => ({
      target,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      button: 0,
      ...extra,
    });
    const a = document.createElement('a');
    a.setAttribute('href', '/compliance');
    expect(routerHref(click(a))).toBe('/compliance');
    expect(routerHref(click(a, { ctrlKey: true }))).toBeUndefined();
    const hash = document.createElement('a');
    hash.setAttribute('href', '#step-1');
    expect(routerHref(click(hash))).toBeUndefined();
    const external = document.createElement('a');
    external.setAttribute('href', 'https://example.com/');
    expect(routerHref(click(external))).toBeUndefined();
  });
});
