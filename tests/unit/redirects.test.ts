import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFrontmatter } from '../../build/pages.ts';
import { hostRuleFiles } from '../../build/host-files.ts';
import { staticSite } from '../../server/static.ts';

const redirects = [
  { from: '/lp/spring-offer', to: '/lp/summer-offer' },
  { from: '/services/old', to: '/services/ai-automation' },
];

describe('the host rules the build writes for the redirects', () => {
  it('are permanent on Netlify and Cloudflare Pages (301) and on Vercel (permanent: 308)', () => {
    const files = hostRuleFiles(redirects);
    expect(files.get('_redirects')).toBe('/lp/spring-offer  /lp/summer-offer  301\n/services/old  /services/ai-automation  301\n');
    expect(JSON.parse(files.get('vercel.json')!)).toEqual({
      redirects: [
        { source: '/lp/spring-offer', destination: '/lp/summer-offer', permanent: true },
        { source: '/services/old', destination: '/services/ai-automation', permanent: true },
      ],
    });
  });

  it('are no files at all without redirects or an editor, and keep the editor’s rules after the redirects', () => {
    expect(hostRuleFiles([]).size).toBe(0);
    const editor = { redirects: '/keystatic/*  /keystatic/index.html  200\n', vercel: { rewrites: [], headers: [] } };
    const files = hostRuleFiles(redirects.slice(0, 1), editor);
    expect(files.get('_redirects')).toBe('/lp/spring-offer  /lp/summer-offer  301\n/keystatic/*  /keystatic/index.html  200\n');
    expect(Object.keys(JSON.parse(files.get('vercel.json')!) as object)).toEqual(['redirects', 'rewrites', 'headers']);
  });
});

describe('npm start and npm run preview', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'paylean-redirects-'));
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    writeFileSync(path.join(dist, '404.html'), 'not found');
    writeFileSync(path.join(dist, 'index.html'), 'home');
    for (const [name, text] of hostRuleFiles(redirects)) writeFileSync(path.join(dist, name), text);
    const site = staticSite(dist);
    server = http.createServer((req, res) => void site(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  it('answer an old address 301 with its new one, with or without its trailing slash, keeping the query', async () => {
    for (const address of ['/lp/spring-offer', '/lp/spring-offer/']) {
      const response = await fetch(`${origin}${address}?utm_source=mail`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/lp/summer-offer?utm_source=mail');
    }
    expect((await fetch(`${origin}/lp/other`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${origin}/`, { redirect: 'manual' })).status).toBe(200);
  });
});

it('keeps a landing page out of search engines whatever its frontmatter says', () => {
  expect(parseFrontmatter('---\ntitle: T\ndescription: D\n---\n', 'pages/lp/offer.mdx').noindex).toBe(true);
  expect(parseFrontmatter('---\ntitle: T\ndescription: D\nnoindex: false\n---\n', 'pages/lp/offer.mdx').noindex).toBe(true);
  expect(parseFrontmatter('---\ntitle: T\ndescription: D\n---\n', 'pages/services/x.mdx').noindex).toBeUndefined();
});
