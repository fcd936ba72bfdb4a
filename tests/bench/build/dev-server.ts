import { spawn } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launchBrowser } from '../../e2e/browser.ts';

export interface DevTimes {
  /** From the start of `npm run dev` to its first page (/) served whole. */
  firstPage: number;
  /** From the start to the editor listing the posts (the list shows once it has read them all). */
  editorList: number;
  /** From asking for a post in the editor to its title in the field, once the editor is open. */
  openPost: number;
}

async function untilServed(url: string): Promise<void> {
  for (;;) {
    const html = await fetch(url).then(
      (response) => (response.ok ? response.text() : ''),
      () => '',
    );
    if (html.includes('</html>')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * `npm run dev` in the site's copy `dir` on `port`, timed as a writer meets it: the first page, the editor's list
 * of posts, then the post `slug` opened in the editor, until its title shows in the Title field.
 */
export async function timeDevServer(dir: string, port: number, post: { slug: string; title: string }): Promise<DevTimes> {
  // The copy's packages are links into the repository's node_modules: the site's own config, allowed to serve them.
  const config = path.join(dir, 'vite.bench.config.ts');
  const packages = realpathSync(path.join(dir, 'node_modules/react'), { encoding: 'utf8' }).replace(/[\\/]react$/, '');
  await writeFile(
    config,
    `import { mergeConfig } from 'vite';\nimport site from './vite.config.ts';\n` +
      `export default (env) => mergeConfig(site(env), { server: { fs: { allow: [${JSON.stringify(dir)}, ${JSON.stringify(packages)}] } } });\n`,
  );
  const started = performance.now();
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV'));
  const server = spawn(
    process.execPath,
    [path.join(dir, 'node_modules/vite/bin/vite.js'), '--config', config, '--port', String(port), '--strictPort'],
    {
      cwd: dir,
      env: { ...env, NO_COLOR: '1' },
      stdio: 'ignore',
    },
  );
  const browser = await launchBrowser();
  try {
    const url = `http://localhost:${port}`;
    await untilServed(`${url}/`);
    const firstPage = performance.now() - started;
    const page = await browser.newPage();
    page.setDefaultTimeout(300_000);
    await page.goto(`${url}/keystatic/collection/posts`);
    await page.getByRole('grid').getByRole('row').nth(1).waitFor();
    const editorList = performance.now() - started;
    const opening = performance.now();
    await page.goto(`${url}/keystatic/collection/posts/item/${post.slug}`);
    await page.waitForFunction((title) => [...document.querySelectorAll('input')].some((input) => input.value === title), post.title);
    return { firstPage, editorList, openPost: performance.now() - opening };
  } finally {
    await browser.close();
    server.kill();
  }
}
