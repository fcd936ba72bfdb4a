import { isPostFile } from '../blog/posts.ts';
import { isTemplate } from '../pages.ts';
import { LANDING_DIR } from '../../content/schemas/page.ts';
import { loadPageFiles, NOT_FOUND_PATH, patternOf, RESULT_PAGE } from '../routes.ts';
import type { EditorPage } from './editor-pages.ts';

const NOT_FOUND_PAGE = '[...all].mdx';

/** Every page a writer edits in the editor, from pages/ as it is now: each listed by its title, the home page as Home. */
export async function loadEditorPages(): Promise<EditorPage[]> {
  // Posts are left out before they are read: the editor asks for this on every request, and a blog has many.
  const pages = await loadPageFiles((name, file) => !isTemplate(name) && !isPostFile(file));
  return pages
    .map((page) => {
      const path = `pages/${page.name.replace(/\.mdx$/, '')}`;
      const key = page.name.replace(/\.mdx$/, '').replaceAll('/', '-');
      const route = page.name === NOT_FOUND_PAGE ? NOT_FOUND_PATH : patternOf(page.name);
      const choosable = page.name !== NOT_FOUND_PAGE && !RESULT_PAGE.test(page.name) && !page.name.startsWith(`${LANDING_DIR}/`);
      return { name: page.name, key, path, label: page.name === 'index.mdx' ? 'Home' : page.meta.title, route, choosable };
    })
    .sort((a, b) => (a.route === '/' ? -1 : b.route === '/' ? 1 : a.label.localeCompare(b.label)));
}
