// The dev server's editor API (editor/api.ts) behind a node:http server, in each of its modes, sent every
// spelling of its guarded paths. Node's http client sends a request-target as written, where fetch would resolve its
// dot segments first. Keystatic reads and writes a temporary folder here, and GitHub is a stand-in that counts calls.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { editorApi } from '../../editor/api.ts';
import { sendRaw, spellingsOf, tokenCookies } from '../fixtures/spelled-requests.ts';

// The dev server writes KEYSTATIC_GITHUB_REPO into the storage module when it starts; here each mode sets its own.
vi.mock('../../editor/storage.ts', async (importOriginal) => {
  const storage = await importOriginal<typeof import('../../editor/storage.ts')>();
  return { ...storage, editorStorage: () => storage.editorStorage(process.env.KEYSTATIC_GITHUB_REPO) };
});

/** The API at a port of its own, for `root`'s files and with the KEYSTATIC_* settings `env`. */
async function serve(root: string, env: Record<string, string>) {
  const handle = editorApi(root, env);
  const server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const own = `http://127.0.0.1:${port}`;
  const send = (method: string, target: string, headers: Record<string, string> = {}, body?: string) =>
    sendRaw(own, method, target, headers, body);
  return { own, send, close: () => new Promise((resolve) => server.close(resolve)) };
}

const A = '/api/keystatic';

const spellings = (route: string) => spellingsOf(A, route);

let github: ReturnType<typeof vi.fn>;
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'paylean-editor-api-'));
  folders.push(dir);
  return dir;
};

beforeAll(() => {
  // A call that reached GitHub would be counted here; none is answered well enough to write or sign in anything.
  github = vi.fn(async () => new Response('no GitHub in this test', { status: 503 }));
  vi.stubGlobal('fetch', github);
});

afterAll(() => {
  vi.unstubAllGlobals();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('the dev server’s editor API in local mode', () => {
  let api: Awaited<ReturnType<typeof serve>>;
  let root: string;
  const files = () => readdirSync(root, { recursive: true, encoding: 'utf8' }).sort();
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const save = JSON.stringify({
    additions: ['pages/index-evil.ts', 'pages/blog/x/[slug].mdx', 'content/careers.ts', 'pages/about.mdx'].map((file) => ({
      path: file,
      contents: b64('export const evil = 1;\n'),
    })),
    deletions: [],
  });

  beforeAll(async () => {
    delete process.env.KEYSTATIC_GITHUB_REPO;
    root = folder();
    for (const file of ['pages/about.mdx', 'content/faq.json', 'src/main.tsx', 'package.json']) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), 'as it was\n');
    }
    api = await serve(root, {});
  });
  afterAll(() => api.close());

  const fromEditor = () => ({ origin: api.own, 'sec-fetch-site': 'same-origin', 'no-cors': '1', 'content-type': 'application/json' });

  it('answers the canonical routes: the tree of the editor’s files only, and a save of code refused by the write rules', async () => {
    const tree = await api.send('GET', `${A}/tree`, fromEditor());
    expect(tree.status).toBe(200);
    expect((JSON.parse(tree.body) as { path: string }[]).map((entry) => entry.path).sort()).toEqual([
      'content',
      'content/faq.json',
      'pages',
      'pages/about.mdx',
    ]);
    const before = files();
    const refused = await api.send('POST', `${A}/update`, fromEditor(), save);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatch(/^Not saved: nothing was written\.\npages\/index-evil\.ts: refused/);
    expect(files()).toEqual(before);
  });

  it('refuses a save through every other spelling of its path (4xx), and writes nothing', async () => {
    const before = files();
    for (const target of spellings('update')) {
      const res = await api.send('POST', target, fromEditor(), save);
      expect([400, 404], target).toContain(res.status);
      expect(JSON.parse(res.body), target).toHaveProperty('error');
    }
    expect(files()).toEqual(before);
  });

  it('refuses the tree through every other spelling: no list of every file in the repository', async () => {
    for (const target of spellings('tree')) {
      const res = await api.send('GET', target, fromEditor());
      expect([400, 404], target).toContain(res.status);
      expect(Array.isArray(JSON.parse(res.body)), target).toBe(false);
    }
  });

  it('reads a blob of the editor’s files only, and refuses a route Keystatic’s client never calls', async () => {
    const oid = 'f'.repeat(40);
    // The editor's own file: Keystatic answers, here that the file is not that blob.
    expect((await api.send('GET', `${A}/blob/${oid}/pages/about.mdx`, fromEditor())).status).toBe(404);
    const code = await api.send('GET', `${A}/blob/${oid}/src/main.tsx`, fromEditor());
    expect(code.status).toBe(404);
    expect(JSON.parse(code.body)).toEqual({ error: 'The editor reads only its own files: the pages and content/.' });
    for (const [method, target] of [
      ['GET', `${A}/github/login`],
      ['GET', `${A}/`],
      ['GET', A],
      ['DELETE', `${A}/update`],
    ] as const)
      expect((await api.send(method, target, fromEditor())).status, `${method} ${target}`).toBeGreaterThanOrEqual(400);
  });
});

describe('the dev server’s editor API in GitHub mode', () => {
  let api: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    process.env.KEYSTATIC_GITHUB_REPO = 'acme/website';
    api = await serve(folder(), {
      KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.client-for-tests',
      KEYSTATIC_GITHUB_CLIENT_SECRET: 'client-secret-for-tests',
      KEYSTATIC_SECRET: 'a-cookie-key-for-tests-of-forty-characters',
    });
  });
  afterAll(async () => {
    delete process.env.KEYSTATIC_GITHUB_REPO;
    await api.close();
  });

  it('refuses the callback without its state, and logout by GET, in every spelling: 4xx, no token, GitHub never asked', async () => {
    github.mockClear();
    const cases = [
      ...[`${A}/github/oauth/callback`, ...spellings('github/oauth/callback')].map((target) => `${target}?code=attackers-code`),
      ...[`${A}/github/logout`, ...spellings('github/logout')],
    ];
    for (const target of cases) {
      const res = await api.send('GET', target, { cookie: 'keystatic-gh-access-token=ghu_writer', 'sec-fetch-site': 'cross-site' });
      expect(res.status, target).toBeGreaterThanOrEqual(400);
      expect(res.status, target).toBeLessThan(500);
      expect(tokenCookies(res), target).toEqual([]);
      expect(
        res.cookies.filter((line) => /max-age=0/i.test(line)),
        target,
      ).toEqual([]);
    }
    expect(github).not.toHaveBeenCalled();
  });

  it('still signs in through the canonical login, with a state', async () => {
    const login = await api.send('GET', `${A}/github/login`);
    expect(login.status).toBe(307);
    expect(login.cookies.some((line) => line.startsWith('ks-'))).toBe(true);
  });
});

describe('the dev server’s editor API in GitHub mode before it has its app', () => {
  let api: Awaited<ReturnType<typeof serve>>;
  const node = process.env.NODE_ENV;
  const dotEnv = path.resolve('.env');
  const hadEnv = existsSync(dotEnv);

  beforeAll(async () => {
    process.env.KEYSTATIC_GITHUB_REPO = 'acme/website';
    // Keystatic's setup runs only under development, as `npm run dev` is.
    process.env.NODE_ENV = 'development';
    api = await serve(folder(), {});
  });
  afterAll(async () => {
    delete process.env.KEYSTATIC_GITHUB_REPO;
    process.env.NODE_ENV = node;
    await api.close();
  });

  it('answers GitHub’s return with a page to confirm, and refuses it in every other spelling; nothing reaches GitHub', async () => {
    github.mockClear();
    const page = await api.send('GET', `${A}/github/created-app?code=abc123`, { 'sec-fetch-site': 'cross-site' });
    expect(page.status).toBe(403);
    expect(page.body).toContain('<form method="post">');
    for (const target of spellings('github/created-app')) {
      const link = await api.send('GET', `${target}?code=abc123`, { 'sec-fetch-site': 'cross-site' });
      expect([400, 404], target).toContain(link.status);
      const post = await api.send(
        'POST',
        target,
        { origin: api.own, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
        'code=abc123',
      );
      expect([400, 404], target).toContain(post.status);
    }
    expect(github).not.toHaveBeenCalled();
    expect(existsSync(dotEnv)).toBe(hadEnv);
  });
});
