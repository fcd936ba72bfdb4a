import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { close, createIndex } from 'pagefind';
import type { Route } from '../routes.ts';

/**
 * Indexes the prerendered pages with Pagefind (its Node API) into dist/pagefind/, which the search
 * dialog and /search load on demand. Only <main data-pagefind-body> is indexed, so the header and
 * footer do not match every query; each heading with an id becomes a sub-result anchor.
 */
export async function writeSearchIndex(dist: string, routes: Route[]): Promise<number> {
  const { index, errors } = await createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  try {
    const indexable = routes.filter((route) => route.indexable);
    for (const route of indexable) {
      const content = await readFile(path.join(dist, route.output), 'utf8');
      const added = await index.addHTMLFile({ url: route.path, content });
      if (added.errors.length) throw new Error(`Pagefind could not index ${route.path}: ${added.errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath: path.join(dist, 'pagefind') });
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
    // The site has its own search UI: Pagefind's ready-made UIs (about 700 KB) are not deployed.
    const out = path.join(dist, 'pagefind');
    const unused = (await readdir(out)).filter((file) => /^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(file));
    await Promise.all(unused.map((file) => rm(path.join(out, file))));
    return indexable.length;
  } finally {
    await close();
  }
}
