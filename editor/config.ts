import { config, type Config } from '@keystatic/core';
import { collections } from './collections.ts';
import type { EditorPage } from './editor-pages.ts';
import { contentSingletons, pageCollections, pageSingletons } from './entries.ts';
import { editorStorage } from './storage.ts';

/**
 * The browser editor at /keystatic (`npm run dev`, and the build when KEYSTATIC_GITHUB_REPO names the site's
 * repository: editor/storage.ts): every page (a collection per section of the addresses, which a writer
 * adds to), the blog's posts and authors, the open positions, the webinars, and every content file (the company's
 * facts and claims, the FAQ, navigation, redirects, the pages' lists, the white paper), each written as the file a
 * writer would write by hand. `pages` is the list of pages as the site has them
 * (editor/load-editor-pages.ts); the dev server checks every save with the build's own checks.
 */
export function editorConfig(pages: EditorPage[]): Config {
  const singlePages = pageSingletons(pages);
  const sections = pageCollections(pages);
  const contentEntries = contentSingletons(pages);
  const editor = config({
    storage: editorStorage(),
    collections: { ...sections, ...collections },
    singletons: { ...singlePages, ...contentEntries },
    ui: {
      brand: { name: 'PayLean' },
      navigation: {
        Pages: [...Object.keys(sections), ...Object.keys(singlePages)],
        Blog: ['posts', 'authors'],
        Company: Object.keys(contentEntries),
        Careers: ['positions'],
        Events: ['webinars'],
      },
    },
  });
  // The general type Keystatic's UI and its entry functions take: with named collections, TypeScript does not
  // see the config as one (Keystatic's own framework adapters widen it the same way).
  return editor as unknown as Config;
}
