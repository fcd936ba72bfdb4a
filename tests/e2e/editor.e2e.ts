import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_API } from '../../supabase/functions/_shared/editor-routes.ts';
import { sendRaw, spellingsOf } from '../fixtures/spelled-requests.ts';
import { launchBrowser, openPage } from './browser.ts';
import { startDevServer, type DevServer } from './dev-server.ts';
import { expectedRoutes } from './expected-routes.ts';

const SLUG = 'written-in-the-browser-editor';
/** The dev server's policy for every picture it serves. */
const PICTURE_POLICY = "default-src 'none'; style-src 'unsafe-inline'";
const root = path.resolve(import.meta.dirname, '../..');
const blogDir = path.join(root, 'pages/blog');
const file = path.join(blogDir, `${SLUG}.mdx`);
const folder = path.join(blogDir, SLUG);
const removeTestPost = () => {
  rmSync(file, { force: true });
  rmSync(folder, { recursive: true, force: true });
};

/** Files the tests edit through the editor, as they were: each test's diff is read against them, and they are put back. */
const EDITED = [
  'content/positions/client-success-manager.json',
  'pages/about.mdx',
  'content/faq.json',
  'content/facts.json',
  'pages/blog/true-cost-of-manual-payroll.mdx',
];
const before = new Map(EDITED.map((file) => [file, readFileSync(path.resolve(file), 'utf8')]));
const POSITION = path.resolve('content/positions/client-success-manager.json');
const positionOnDisk = before.get('content/positions/client-success-manager.json')!;

/** The editor's collection of each section of the addresses, by the folder under pages/ that holds its pages. */
const SECTIONS: Record<string, string> = { '': 'pages', services: 'services', resources: 'resources', lp: 'landing-pages' };

/**
 * Every page a writer edits, by the title its frontmatter gives, with where the editor lists it: the collection of its
 * section, or (a page in no section) the menu. Each MDX file under pages/ but the posts (pages/blog/) and the templates
 * (a [param] in the name), read here, not by the site's code.
 */
function pageTitles(): { title: string; collection: string | undefined }[] {
  return readdirSync('pages', { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx') && !/\[(?!\.\.\.)/.test(name) && !name.startsWith(`blog${path.sep}`))
    .map((name) => ({
      title: (parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join('pages', name), 'utf8'))![1]!) as { title: string }).title,
      collection: SECTIONS[path.dirname(name) === '.' ? '' : path.dirname(name)],
    }));
}

/** The lines a file's save changed, as [before, after] pairs; the file keeps its number of lines. */
function changedLines(file: string): [string, string][] {
  const [a, b] = [before.get(file)!.split('\n'), readFileSync(path.resolve(file), 'utf8').split('\n')];
  if (a.length !== b.length) return [[`${a.length} lines`, `${b.length} lines`]];
  return a.flatMap((line, i) => (line === b[i] ? [] : [[line, b[i]!] as [string, string]]));
}

/**
 * Saves the entry open in the editor and waits until its file holds what `expected` says of the lines it changed:
 * the editor writes the file after the click, and a read while it writes sees a part of it.
 */
async function saveChanges(file: string, expected: (lines: [string, string][]) => void) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(
      () => {
        const lines = changedLines(file);
        expected(lines);
        return lines;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
}

/** Puts the cursor at the end of a paragraph of the body being edited, as a click after its last word would. */
async function endOfParagraph(text: string) {
  const paragraph = page.locator('[contenteditable="true"] p', { hasText: text });
  await paragraph.click();
  // The End key ends the line on screen, and a paragraph wraps over several.
  await paragraph.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    range.collapse(false);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
  });
}

let dev: DevServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  removeTestPost();
  [dev, browser] = await Promise.all([startDevServer(), launchBrowser()]);
  ({ page } = await openPage(browser));
  // The dev server starts with a cold dependency cache, as on a fresh clone, on a machine that may be busy.
  page.setDefaultTimeout(60_000);
}, 120_000);

afterAll(async () => {
  removeTestPost();
  for (const [file, text] of before) writeFileSync(path.resolve(file), text);
  await browser?.close();
  await dev?.close();
});

/**
 * The site in a tab of its own beside the editor, as a writer checks it. A site page under the dev server
 * reloads itself when a post file is added or changed, whenever the watcher sees it; in the editor's tab, that
 * reload would abort the editor's next page load.
 */
async function siteTab(pathname: string) {
  const tab = await page.context().newPage();
  await tab.goto(`${dev.url}${pathname}`);
  return tab;
}

/** The editor page of the test post, once the save reached the disk. */
const saved = () => page.getByRole('button', { name: 'Save' }).waitFor();

describe('the browser editor under npm run dev', () => {
  it('lists every page by its title, in the collection of its section or in the menu, and every post', async () => {
    // Tall enough for every row of the longest list: the editor's tables draw only the rows in view.
    await page.setViewportSize({ width: 1280, height: 2400 });
    const pages = pageTitles();
    for (const collection of new Set(pages.flatMap((p) => (p.collection ? [p.collection] : [])))) {
      await page.goto(`${dev.url}/keystatic/collection/${collection}`);
      const table = page.getByRole('grid');
      for (const { title } of pages.filter((p) => p.collection === collection)) await table.getByText(title, { exact: true }).waitFor();
    }
    const menu = page.getByRole('navigation');
    for (const { title } of pages.filter((p) => !p.collection)) await menu.getByRole('link', { name: title, exact: true }).waitFor();
    await page.goto(`${dev.url}/keystatic/collection/posts`);
    const table = page.getByRole('grid');
    // Every post file, drafts and later-dated ones too: the editor lists them all.
    const slugs = readdirSync(blogDir).flatMap((name) =>
      name.endsWith('.mdx') && name !== 'index.mdx' && !name.startsWith('_') ? [name.slice(0, -4)] : [],
    );
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) await table.getByText(slug, { exact: true }).waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
  }, 240_000);

  it('saves one sentence of a page as that one line, and an open page shows it without a reload by hand', async () => {
    const about = await siteTab('/about');
    await page.goto(`${dev.url}/keystatic/collection/pages/item/about`);
    await endOfParagraph('Book a free consultation');
    await page.keyboard.type(' It takes 20 minutes.');
    await saveChanges('pages/about.mdx', (lines) =>
      expect(lines).toEqual([
        [
          '  Book a free consultation and we will show you how much your business could save.',
          '  Book a free consultation and we will show you how much your business could save. It takes 20 minutes.',
        ],
      ]),
    );
    const saved = Date.now();
    await about.getByText('could save. It takes 20 minutes.').waitFor({ timeout: 30_000 });
    console.log(`/about showed the saved sentence ${Date.now() - saved} ms after the file was written`);
    await about.close();
  }, 240_000);

  it('saves an FAQ question as that one line, shown on the FAQ page and the home page', async () => {
    await page.goto(`${dev.url}/keystatic/singleton/content-faq`);
    await page.getByText('Getting Started', { exact: true }).click();
    await page.getByRole('dialog').getByText('How long does onboarding take?').click();
    await page.getByRole('textbox', { name: 'Question' }).fill('How long does onboarding take, start to finish?');
    // The question's dialog opens over its category's: close the top one, then the other.
    for (const dialog of [1, 0]) await page.getByRole('dialog').nth(dialog).getByRole('button', { name: 'Done' }).click();
    await saveChanges('content/faq.json', (lines) =>
      expect(lines).toEqual([
        [
          '          "question": "How long does onboarding take?",',
          '          "question": "How long does onboarding take, start to finish?",',
        ],
      ]),
    );
    for (const route of ['/faq', '/']) {
      const tab = await siteTab(route);
      await tab.getByText('How long does onboarding take, start to finish?').waitFor({ timeout: 30_000 });
      await tab.close();
    }
  }, 240_000);

  it('refuses a save from another origin, one without Origin, and one of files that are not content: nothing is written', async () => {
    const faq = readFileSync('content/faq.json', 'utf8');
    const evil = ['pages/index-evil.ts', 'pages/blog/x/[slug].mdx'];
    const b64 = (text: string) => Buffer.from(text).toString('base64');
    const body = (paths: string[]) =>
      JSON.stringify({ additions: paths.map((file) => ({ path: file, contents: b64('export const evil = 1;\n') })), deletions: [] });
    const update = (headers: Record<string, string>, paths = evil) =>
      fetch(`${dev.url}/api/keystatic/update`, {
        method: 'POST',
        headers: { 'no-cors': '1', 'content-type': 'application/json', ...headers },
        body: body(paths),
      });
    const answers = {
      otherOrigin: await update({ origin: 'http://localhost:9999' }),
      noOrigin: await update({}),
      crossSite: await update({ origin: dev.url, 'sec-fetch-site': 'cross-site' }),
      notContent: await update({ origin: dev.url, 'sec-fetch-site': 'same-origin' }),
      overwriteFaq: await update({ origin: 'http://localhost:9999' }, ['content/faq.json']),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, res]) => [name, res.status]))).toEqual({
      otherOrigin: 403,
      noOrigin: 403,
      crossSite: 403,
      notContent: 403,
      overwriteFaq: 403,
    });
    expect(((await answers.otherOrigin.json()) as { error: string }).error).toBe(
      `Refused: this request comes from http://localhost:9999, not from the editor at ${dev.url}.`,
    );
    expect(await answers.notContent.text()).toMatch(
      /^Not saved: nothing was written\.\npages\/index-evil\.ts: refused, .*\npages\/blog\/x\/\[slug\]\.mdx: refused, /,
    );
    // A page of another local origin in the browser (the dev server under another name): Vite's CORS lets its request
    // through, and the editor's API refuses it. The page is a static file: an app page may reload itself as Vite
    // optimizes a dependency it met for the first time, which would end the evaluate below. Not a picture, whose
    // policy lets it fetch nothing.
    const other = await browser.newPage();
    await other.goto(`${dev.url.replace('localhost', '127.0.0.1')}/content/faq.json`);
    const fromPage = await other.evaluate(
      ([url, json]) =>
        fetch(url, { method: 'POST', headers: { 'no-cors': '1', 'content-type': 'application/json' }, body: json }).then(
          (res) => res.status,
          (error: Error) => error.name,
        ),
      [`${dev.url}/api/keystatic/update`, body(evil)] as const,
    );
    expect(fromPage).toBe(403);
    await other.close();
    for (const file of evil) expect(existsSync(file), file).toBe(false);
    expect(readFileSync('content/faq.json', 'utf8')).toBe(faq);
  });

  it('writes nothing through any other spelling of the save path, and lists only the editor’s files through any spelling of the tree', async () => {
    const careers = 'content/careers.ts';
    const code = readFileSync(careers, 'utf8');
    const b64 = (text: string) => Buffer.from(text).toString('base64');
    const save = JSON.stringify({
      additions: [
        { path: 'pages/index-evil.ts', contents: b64('export const evil = 1;\n') },
        { path: careers, contents: b64(`${code}\nexport const evil = 1;\n`) },
      ],
      deletions: [],
    });
    const own = { origin: dev.url, 'sec-fetch-site': 'same-origin', 'no-cors': '1' };
    try {
      for (const target of spellingsOf(EDITOR_API, 'update')) {
        const res = await sendRaw(dev.url, 'POST', target, { ...own, 'content-type': 'application/json' }, save);
        expect(res.status, target).toBeGreaterThanOrEqual(400);
        expect(res.status, target).toBeLessThan(500);
        // The editor's API refused it: neither Keystatic nor Vite's own handling answered.
        expect(JSON.parse(res.body), target).toHaveProperty('error');
      }
      expect(existsSync('pages/index-evil.ts')).toBe(false);
      expect(readFileSync(careers, 'utf8')).toBe(code);
    } finally {
      // Put back only what a failing check let through: a rewrite reloads the pages that import it.
      rmSync('pages/index-evil.ts', { force: true });
      if (readFileSync(careers, 'utf8') !== code) writeFileSync(careers, code);
    }
    const tree = await sendRaw(dev.url, 'GET', `${EDITOR_API}/tree`, own);
    const listed = (JSON.parse(tree.body) as { path: string }[]).map((entry) => entry.path);
    expect(listed).toContain('pages/about.mdx');
    expect(listed.filter((file) => !/^(pages|content)(\/|$)/.test(file))).toEqual([]);
    for (const target of spellingsOf(EDITOR_API, 'tree')) {
      const res = await sendRaw(dev.url, 'GET', target, own);
      expect(res.status, target).toBeGreaterThanOrEqual(400);
      expect(JSON.parse(res.body), target).not.toBeInstanceOf(Array);
    }
  });

  it("saves the company's phone number in one line of one file, and every page that states it follows", async () => {
    await page.goto(`${dev.url}/keystatic/singleton/content-facts`);
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 (415) 555-0199');
    await saveChanges('content/facts.json', (lines) =>
      expect(lines).toEqual([['  "phone": "+1 (415) 555-0142",', '  "phone": "+1 (415) 555-0199",']]),
    );
    for (const route of ['/', '/faq', '/privacy-policy', '/compliance']) {
      const tab = await siteTab(route);
      const link = tab.getByRole('link', { name: /\+1 \(415\) 555-0199/ }).first();
      await link.waitFor({ timeout: 30_000 });
      expect(await link.getAttribute('href')).toBe('tel:+14155550199');
      await tab.close();
    }
  }, 240_000);

  it('saves one sentence of a published post as that one line, and the post stays published', async () => {
    const post = 'pages/blog/true-cost-of-manual-payroll.mdx';
    await page.goto(`${dev.url}/keystatic/collection/posts/item/true-cost-of-manual-payroll`);
    await endOfParagraph('Ask a finance team what payroll costs to run');
    await page.keyboard.type(' Both are easy to find.');
    await saveChanges(post, (lines) => {
      expect(lines).toHaveLength(1);
      expect(lines[0]![1]).toMatch(/^Ask a finance team .* Neither is the full cost\. Both are easy to find\.$/);
    });
    expect(readFileSync(post, 'utf8')).not.toMatch(/^draft:/m);
  }, 240_000);

  it('creates a post, published unless ticked as a draft, in the form the editor writes; its author is the site’s, its page opens and it shows on /blog', async () => {
    // As a writer does: from the list of posts, once it shows them (the authors a post picks from are loaded
    // with them; a name typed into Author before that finds none).
    await page.goto(`${dev.url}/keystatic/collection/posts`);
    await page.getByRole('grid').getByText('true-cost-of-manual-payroll', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add' }).click();
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field('Title').fill('Written in the browser editor');
    await field('Description').fill('A post written and saved from /keystatic.');
    await field('Date').fill('2024-06-03');
    await page.getByRole('combobox', { name: 'Author' }).fill('ana');
    await page.getByRole('option', { name: 'ana-lim' }).click();
    await page.getByRole('textbox', { name: 'Body' }).click();
    await page.keyboard.type('Written in the browser.');
    await page.getByRole('button', { name: 'Create' }).click();
    await saved();

    const source = readFileSync(file, 'utf8');
    expect(source).toBe(
      [
        '---',
        'title: Written in the browser editor',
        'description: A post written and saved from /keystatic.',
        'date: 2024-06-03',
        'author: ana-lim',
        'category: Guide',
        '---',
        'Written in the browser.',
        '',
      ].join('\n'),
    );
    // A post a build publishes: its author and category are the site's, and the test's reading of the posts routes it.
    expect(existsSync(path.join(root, 'content/authors/ana-lim.json'))).toBe(true);
    expect(expectedRoutes().map((route) => route.path)).toContain(`/blog/${SLUG}`);
    const article = await siteTab(`/blog/${SLUG}`);
    expect(await article.locator('main h1').textContent()).toBe('Written in the browser editor');
    await article.close();

    const blog = await siteTab('/blog');
    await blog.getByRole('link', { name: 'Written in the browser editor' }).waitFor();
    await blog.close();
  }, 240_000);

  it('refuses a cover without alt text, naming the field, keeps what was typed, then saves it with one', async () => {
    await page.goto(`${dev.url}/keystatic/collection/posts/item/${SLUG}`);
    // The entry is loaded, as its writer sees it, before anything is clicked: a click during the load can land
    // on a button the editor is about to replace.
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await expect.poll(() => title.inputValue(), { timeout: 60_000 }).toBe('Written in the browser editor');
    const png = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('group', { name: 'Cover image' }).getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/"imageAlt" is missing/).waitFor();
    expect(readFileSync(file, 'utf8')).not.toContain('image:');

    await page.getByRole('textbox', { name: 'Cover alt text', exact: true }).fill('A blue rectangle');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForFunction(() => !document.body.textContent?.includes('"imageAlt" is missing'));
    await expect.poll(() => readFileSync(file, 'utf8')).toContain(`image: ./${SLUG}/image.png\nimageAlt: A blue rectangle\n`);
    await expect.poll(() => existsSync(path.join(folder, 'image.png'))).toBe(true);

    const blog = await siteTab('/blog');
    const card = blog.locator('article', { has: blog.getByRole('link', { name: 'Written in the browser editor' }) });
    const avif = await card.locator('source[type="image/avif"]').getAttribute('srcset');
    const first = avif!.split(' ')[0]!;
    const response = await blog.request.get(`${dev.url}${first}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/avif');
    expect(response.headers()['content-security-policy']).toBe(PICTURE_POLICY);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    // The cover loads lazily: it is seen once it is scrolled to and has arrived.
    const cover = card.locator('img');
    await cover.scrollIntoViewIfNeeded();
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 })
      .toBe(true);
    await blog.close();
  }, 240_000);

  it('serves a post’s own SVG under a policy that runs none of its script, in any spelling of its address', async () => {
    const svg = path.join(folder, 'scripted.svg');
    writeFileSync(
      svg,
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>document.documentElement.setAttribute("data-ran", "yes")</script></svg>',
    );
    try {
      const address = `/pages/blog/${SLUG}/scripted.svg`;
      for (const target of [address, address.replace('scripted', '%73cripted')]) {
        const res = await sendRaw(dev.url, 'GET', target);
        expect(res.status, target).toBe(200);
        expect(res.body, target).toContain('<script>');
        expect(res.headers['content-type'], target).toMatch(/^image\/svg\+xml/);
        expect(res.headers['content-security-policy'], target).toBe(PICTURE_POLICY);
        expect(res.headers['x-content-type-options'], target).toBe('nosniff');
      }
      // Opened on its own, as a link to it would, it is a page of the dev server's origin: its script does not run.
      const tab = await page.context().newPage();
      await tab.goto(`${dev.url}${address}`);
      expect(await tab.evaluate(() => document.documentElement.getAttribute('data-ran'))).toBeNull();
      await tab.close();
    } finally {
      rmSync(svg, { force: true });
    }
  });

  it('never re-bundles its dependencies after start, which would reload the editor mid-visit', () => {
    // Vite logs these when a first visit finds a dependency the start-up scan missed, then reloads every open page.
    expect(dev.output()).not.toMatch(/optimized dependencies changed|dependenc(y|ies) optimized:|to optimizeDeps\.include/);
  });

  it('saves an edit to a position as that one line, however long the text', async () => {
    await page.goto(`${dev.url}/keystatic/collection/positions/item/client-success-manager`);
    const description = page.getByRole('textbox', { name: 'Description', exact: true });
    await expect.poll(() => description.inputValue(), { timeout: 60_000 }).toMatch(/^Guide clients/);
    const added = ' We train you on our savings reports in your first month, with a mentor beside you.';
    await description.press('End');
    await description.pressSequentially(added);
    await page.getByRole('button', { name: 'Save' }).click();
    const edited = positionOnDisk.replace(/^( {2}"description": ".*)(",)$/m, `$1${added}$2`);
    expect(edited).not.toBe(positionOnDisk);
    await expect.poll(() => readFileSync(POSITION, 'utf8'), { timeout: 30_000 }).toBe(edited);
  }, 240_000);

  it('deletes the post', async () => {
    await page.goto(`${dev.url}/keystatic/collection/posts/item/${SLUG}`);
    await page.getByRole('button', { name: 'Delete entry…' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /delete/i })
      .click();
    await page.waitForURL(/\/keystatic\/collection\/posts$/);
    expect(existsSync(file)).toBe(false);
  }, 240_000);
});
