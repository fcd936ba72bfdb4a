import { isPostFile } from '../build/blog/posts.ts';
import { siteFiles, type SiteFiles } from '../build/content/site-files.ts';
import { isTemplate } from '../build/pages.ts';
import { LANDING_DIR } from '../content/schemas/page.ts';
import { pageFilesIn, patternOf } from '../build/page-files.ts';
import { NOT_FOUND_PATH, RESULT_PAGE } from '../build/routes.ts';
import type { EditorPage } from './editor-pages.ts';

const NOT_FOUND_PAGE = '[...all].mdx';

/**
 * Every page a writer edits in the editor, from pages/ as `files` have it (as it is now, by default): each listed by
 * its title, the home page as Home, a page whose frontmatter is wrong by its file (the save that mends it is checked).
 */
export async function loadEditorPages(files: SiteFiles = siteFiles()): Promise<EditorPage[]> {
  // Posts are left out before they are read: the editor asks for this on every request, and a blog has many.
  const { pages } = pageFilesIn(files, (name, file) => !isTemplate(name) && !isPostFile(file));
  return pages
    .map((page) => {
      const path = `pages/${page.name.replace(/\.mdx$/, '')}`;
      const key = page.name.replace(/\.mdx$/, '').replaceAll('/', '-');
      const route = page.name === NOT_FOUND_PAGE ? NOT_FOUND_PATH : patternOf(page.name);
      const choosable = page.name !== NOT_FOUND_PAGE && !RESULT_PAGE.test(page.name) && !page.name.startsWith(`${LANDING_DIR}/`);
      return { name: page.name, key, path, label: page.name === 'index.mdx' ? 'Home' : page.meta.title || page.name, route, choosable };
    })
    .sort((a, b) => (a.route === '/' ? -1 : b.route === '/' ? 1 : a.label.localeCompare(b.label)));
}
