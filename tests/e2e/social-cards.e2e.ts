import { PNG } from 'pngjs';
import { describe, expect, inject, it } from 'vitest';
import { expectedRoutes } from './expected-routes.ts';

const baseUrl = inject('baseUrl');
const routes = expectedRoutes().filter((r) => r.indexable);

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
const meta = (head: string, key: string) => {
  const value = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(head)?.[1];
  return value === undefined ? undefined : decode(value);
};

describe.each(routes.map((r) => r.path))('the social card of %s', (route) => {
  it('is named in the head with its size and alt text, and is a 1200 × 630 PNG at that URL', async () => {
    const html = await (await fetch(baseUrl + route)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const image = meta(head, 'og:image');
    expect(image, 'og:image').toMatch(/^https?:\/\/[^/]+\/cards\/.+\.png$/);
    expect(meta(head, 'og:image:width')).toBe('1200');
    expect(meta(head, 'og:image:height')).toBe('630');
    expect(meta(head, 'og:image:alt')?.length).toBeGreaterThan(2);
    expect(meta(head, 'twitter:card')).toBe('summary_large_image');

    // The URL is absolute on the site's origin; the same path on this server is the file.
    const response = await fetch(baseUrl + new URL(image!).pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/png/);
    const png = PNG.sync.read(Buffer.from(await response.arrayBuffer()));
    expect([png.width, png.height]).toEqual([1200, 630]);
  });
});

describe('a page kept out of search engines', () => {
  it('names no social card', async () => {
    const html = await (await fetch(`${baseUrl}/search`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(meta(head, 'robots')).toBe('noindex');
    expect(meta(head, 'og:image')).toBeUndefined();
  });
});
