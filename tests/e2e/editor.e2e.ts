import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPostFrontmatter } from '../../scripts/blog/post-frontmatter.ts';
import { blogDir, loadPosts } from '../../scripts/blog/posts.ts';
import { loadRouteTable } from '../../scripts/routes.ts';
import { launchBrowser, openPage } from './browser.ts';
import { startDevServer, type DevServer } from './dev-server.ts';

const SLUG = 'written-in-the-browser-editor';
const file = path.join(blogDir, `${SLUG}.mdx`);
const folder = path.join(blogDir, SLUG);
const removeTestPost = () => {
  rmSync(file, { force: true });
  rmSync(folder, { recursive: true, force: true });
};

const POSITION = path.resolve('content/positions/client-success-manager.json');
const positionOnDisk = readFileSync(POSITION, 'utf8');

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
  writeFileSync(POSITION, positionOnDisk);
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
  it('lists every post', async () => {
    await page.goto(`${dev.url}/keystatic/collection/posts`);
    const table = page.getByRole('grid');
    for (const post of loadPosts({ includeUnpublished: true })) await table.getByText(post.slug, { exact: true }).waitFor();
    // The blog's index page is a page, not a post.
    await expect(table.getByText('index', { exact: true }).count()).resolves.toBe(0);
  }, 240_000);

  it('creates a post in the hand-written layout, which passes the build’s check and shows on /blog', async () => {
    await page.goto(`${dev.url}/keystatic/collection/posts/create`);
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field('Title').fill('Written in the browser editor');
    await field('Description').fill('A post written and saved from /keystatic.');
    await field('Date').fill('2024-06-03');
    await page.getByRole('combobox', { name: 'Author' }).fill('ana');
    await page.getByRole('option', { name: 'ana-lim' }).click();
    await page.getByRole('checkbox', { name: /^Draft/ }).uncheck();
    await page.getByRole('textbox', { name: 'Body' }).click();
    await page.keyboard.type('Written in the browser.');
    await page.getByRole('button', { name: 'Create' }).click();
    await saved();

    const source = readFileSync(file, 'utf8');
    expect(source).toBe(
      [
        '---',
        'title: "Written in the browser editor"',
        'description: "A post written and saved from /keystatic."',
        'date: 2024-06-03',
        'author: ana-lim',
        'category: Guide',
        '---',
        '',
        'Written in the browser.',
        '',
      ].join('\n'),
    );
    expect(checkPostFrontmatter(source, `pages/blog/${SLUG}.mdx`).errors).toEqual([]);
    const routes = (await loadRouteTable({ mode: 'production' })).routes.map((r) => r.path);
    expect(routes).toContain(`/blog/${SLUG}`);

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
    await expect.poll(() => readFileSync(file, 'utf8')).toContain(`image: ./${SLUG}/image.png\nimageAlt: "A blue rectangle"\n`);
    await expect.poll(() => existsSync(path.join(folder, 'image.png'))).toBe(true);

    const blog = await siteTab('/blog');
    const card = blog.locator('article', { has: blog.getByRole('link', { name: 'Written in the browser editor' }) });
    const avif = await card.locator('source[type="image/avif"]').getAttribute('srcset');
    const first = avif!.split(' ')[0]!;
    const response = await blog.request.get(`${dev.url}${first}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/avif');
    // The cover loads lazily: it is seen once it is scrolled to and has arrived.
    const cover = card.locator('img');
    await cover.scrollIntoViewIfNeeded();
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 })
      .toBe(true);
    await blog.close();
  }, 240_000);

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
    const edited = positionOnDisk.replace(/^(description: .*)$/m, `$1${added}`);
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
