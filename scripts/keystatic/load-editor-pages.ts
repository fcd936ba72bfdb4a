import { isPostFile } from '../blog/posts.ts';
import { isTemplate } from '../pages.ts';
import { loadPageFiles, NOT_FOUND_PATH, patternOf, RESULT_PAGE } from '../routes.ts';
import type { EditorPage } from './editor-pages.ts';

const NOT_FOUND_PAGE = '[...all].mdx';

const groupOf = (name: string) =>
  name.startsWith('services/')
    ? 'Services'
    : name.startsWith('resources/')
      ? 'Resources'
      : RESULT_PAGE.test(name) || name === NOT_FOUND_PAGE
        ? 'After a form, and not found'
        : 'Pages';

/** Every page a writer edits in the editor, from pages/ as it is now: each listed by its title, the home page as Home. */
export async function loadEditorPages(): Promise<EditorPage[]> {
  const pages = (await loadPageFiles()).filter((page) => !isTemplate(page.name) && !isPostFile(page.file));
  return pages
    .map((page) => {
      const path = `pages/${page.name.replace(/\.mdx$/, '')}`;
      const key =
        page.name === NOT_FOUND_PAGE
          ? 'not-found'
          : page.name === 'index.mdx'
            ? 'home'
            : page.name.replace(/\.mdx$/, '').replaceAll('/', '-');
      const route = page.name === NOT_FOUND_PAGE ? NOT_FOUND_PATH : patternOf(page.name);
      return { key, path, label: page.name === 'index.mdx' ? 'Home' : page.meta.title, route, group: groupOf(page.name) };
    })
    .sort((a, b) => (a.route === '/' ? -1 : b.route === '/' ? 1 : a.label.localeCompare(b.label)));
}
