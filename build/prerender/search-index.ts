import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { close, createIndex } from 'pagefind';
import type { Route } from '../route-types.ts';

interface PagefindEntry {
  languages: Record<string, { page_count: number }>;
}

const pageCount = (entry: PagefindEntry) => Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);

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
    // Pagefind's files are taken in memory, checked, and written here, each whole before the build goes on: a
    // build under load once left pagefind-entry.json empty after Pagefind's own writeFiles had answered, and
    // the site's search then found nothing.
    const { files, errors: fileErrors } = await index.getFiles();
    if (fileErrors.length) throw new Error(`Pagefind: ${fileErrors.join('; ')}`);
    const entry = files.find((file) => file.path === 'pagefind-entry.json');
    const counted = entry && pageCount(JSON.parse(Buffer.from(entry.content).toString('utf8')) as PagefindEntry);
    if (counted !== indexable.length) throw new Error(`Pagefind's entry counts ${counted ?? 'no'} pages of ${indexable.length}`);
    // The site has its own search UI: Pagefind's ready-made UIs (about 700 KB) are not deployed.
    const deployed = files.filter((file) => !/^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(file.path));
    const out = path.join(dist, 'pagefind');
    await Promise.all(
      deployed.map(async (file) => {
        const to = path.join(out, file.path);
        await mkdir(path.dirname(to), { recursive: true });
        await writeFile(to, file.content);
      }),
    );
    return indexable.length;
  } finally {
    await close();
  }
}
