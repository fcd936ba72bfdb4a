import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { precompress } from '../../build/prerender/compress.ts';

/** The same prerendered page without its JavaScript: every script but its structured data (JSON-LD) removed. */
export const withoutScripts = (html: string) => html.replace(/<script(?! type="application\/ld\+json")\b[^>]*>[\s\S]*?<\/script>\s*/g, '');

/**
 * Copies the built site to `out` with every page stripped of its scripts: the zero-JS floor the
 * bench compares the site with (`npm run bench -- --vs-static`).
 */
export async function staticCopy(dist: string, out: string): Promise<void> {
  await rm(out, { recursive: true, force: true });
  await cp(dist, out, { recursive: true });
  const pages = (await readdir(out, { recursive: true })).filter((file) => file.endsWith('.html'));
  await Promise.all(
    pages.map(async (file) => writeFile(path.join(out, file), withoutScripts(await readFile(path.join(out, file), 'utf8')))),
  );
  await precompress(out);
}
