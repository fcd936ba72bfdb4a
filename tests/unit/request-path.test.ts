import { describe, expect, it } from 'vitest';
import { readRequestPath, refusedSpelling, withCanonicalPath } from '../../supabase/functions/_shared/request-path.ts';

const UPDATE = '/api/keystatic/update';

/** Every way of spelling the editor's save path that a server or Keystatic could read as that path. */
const UPDATE_SPELLINGS = [
  '/api/keystatic/update/',
  '/api/keystatic//update',
  '//api/keystatic/update',
  '/api/keystatic/%75pdate',
  '/api/keystatic/%75%70date',
  '/api%2Fkeystatic%2Fupdate',
  '/api/keystatic/./update',
  '/api/keystatic/tree/../update',
  '/api/keystatic/update/.',
  '/api/Keystatic/update/',
  'http://localhost:5173/api/keystatic/update/',
];

describe('readRequestPath', () => {
  it('reads a canonical path as it is, query and fragment aside', () => {
    expect(readRequestPath(`${UPDATE}?x=1`)).toEqual({ path: UPDATE, canonical: true });
    expect(readRequestPath('/')).toEqual({ path: '/', canonical: true });
    expect(readRequestPath('http://localhost:5173/api/keystatic/tree?a')).toEqual({ path: '/api/keystatic/tree', canonical: true });
  });

  it('reads every other spelling of a path as that path, and says it was not canonical', () => {
    for (const spelling of UPDATE_SPELLINGS.filter((spelling) => !spelling.includes('Keystatic')))
      expect(readRequestPath(spelling), spelling).toEqual({ path: UPDATE, canonical: false });
    expect(readRequestPath('//')).toEqual({ path: '/', canonical: false });
    expect(readRequestPath('/faq/')).toEqual({ path: '/faq', canonical: false });
  });

  it('decodes once: a doubly encoded letter stays a percent sign', () => {
    expect(readRequestPath('/api/keystatic/%2575pdate')).toEqual({ path: '/api/keystatic/%75pdate', canonical: false });
  });

  it('holds no path for `*`, a lone percent sign, bytes that are not UTF-8 or a control character', () => {
    for (const target of ['*', '/%', '/a%zz', '/%C3', '/a%00b', '/a%5Cb', 'ftp://x/y', 'localhost:80'])
      expect(readRequestPath(target), target).toBeUndefined();
  });
});

describe('refusedSpelling', () => {
  it('refuses every other spelling of a function or editor path, in any case of its letters', () => {
    for (const spelling of UPDATE_SPELLINGS) expect(refusedSpelling(spelling), spelling).toBe(true);
    for (const spelling of [
      '/functions/v1/send-contact-form/',
      '/FUNCTIONS/v1//send-contact-form',
      '/functions/v1/submit-form/%77hite-paper',
    ])
      expect(refusedSpelling(spelling), spelling).toBe(true);
  });

  it('lets canonical paths and the pages through, a page keeping its trailing slash', () => {
    for (const target of [UPDATE, '/functions/v1/submit-form/white-paper?x', '/', '/faq', '/faq/', '//', '/blog/page/2/'])
      expect(refusedSpelling(target), target).toBe(false);
  });

  it('refuses a target that holds no path', () => {
    expect(refusedSpelling('*')).toBe(true);
    expect(refusedSpelling('/%')).toBe(true);
  });
});

describe('withCanonicalPath', () => {
  const reached: string[] = [];
  const entry = withCanonicalPath(async (req: Request, info?: unknown) => {
    reached.push(`${new URL(req.url).pathname} ${String(info)}`);
    return new Response('ran');
  });

  it('runs the handler for a canonical path, with what Deno.serve passed it', async () => {
    for (const path of ['/', '/submit-form/white-paper', '/functions/v1/submit-form/newsletter/confirm?token=x'])
      expect(await (await entry(new Request(`https://x.supabase.co${path}`), 'info')).text()).toBe('ran');
    expect(reached).toEqual(['/ info', '/submit-form/white-paper info', '/functions/v1/submit-form/newsletter/confirm info']);
  });

  it('refuses any other spelling under any prefix with the 400, the handler never run', async () => {
    reached.length = 0;
    for (const path of [
      '/submit-form/white-paper/',
      '//submit-form/white-paper',
      '/submit-form/%77hite-paper',
      '/send-contact-form/',
      '/a%zz',
    ]) {
      const res = await entry(new Request(`https://x.supabase.co${path}`, { method: 'POST', body: '{}' }));
      expect(res.status, path).toBe(400);
      expect((await res.json()).error, path).toMatch(/not spelled as the site writes it/);
    }
    expect(reached).toEqual([]);
  });
});
