import path from 'node:path';
import type { PageMeta } from '../content/schemas/page.ts';
import { siteFiles, type SiteFiles } from './content/site-files.ts';
import { parseFrontmatter, root } from './pages.ts';
import type { PageFile, RouteProblem } from './route-types.ts';

export const pagesDir = path.join(root, 'pages');

/** 'services/ai-automation.mdx' -> '/services/ai-automation'; 'blog/page/[page].mdx' -> '/blog/page/:page'; '[...all].mdx' -> '/*'. */
export function patternOf(name: string): string {
  const segments = name.replace(/\.mdx$/, '').split('/');
  if (segments.at(-1) === 'index') segments.pop();
  return `/${segments.map((s) => (/^\[\.\.\.\w+\]$/.test(s) ? '*' : s.replace(/^\[(\w+)\]$/, ':$1'))).join('/')}`;
}

/** A page file's frontmatter when it has none the schema takes: the page keeps its route, its problem is said apart. */
const UNREAD_META: PageMeta = { title: '', description: '' };

/**
 * Every MDX page under pages/ of `files` (files and folders starting with _ are not pages) that `wanted` keeps, its
 * frontmatter checked: a page whose frontmatter is wrong is listed without it, with a line saying what is wrong.
 */
export function pageFilesIn(
  files: SiteFiles,
  wanted: (name: string, file: string) => boolean = () => true,
): { pages: PageFile[]; problems: RouteProblem[] } {
  const pages: PageFile[] = [];
  const problems: RouteProblem[] = [];
  for (const repoPath of files.list('pages')) {
    const name = repoPath.slice('pages/'.length);
    if (!name.endsWith('.mdx') || name.split('/').some((part) => part.startsWith('_'))) continue;
    const file = path.join(pagesDir, name);
    if (!wanted(name, file)) continue;
    let meta = UNREAD_META;
    try {
      meta = parseFrontmatter(files.read(repoPath), repoPath);
    } catch (error) {
      problems.push({ file: repoPath, message: (error as Error).message });
    }
    pages.push({ name, file, pattern: patternOf(name), meta });
  }
  return { pages, problems };
}

/** Every MDX page under pages/ that `wanted` keeps (pageFilesIn, as the files are now); throws for a page whose frontmatter is wrong. */
export async function loadPageFiles(wanted?: (name: string, file: string) => boolean): Promise<PageFile[]> {
  const { pages, problems } = pageFilesIn(siteFiles(), wanted);
  if (problems.length) throw new Error(problems.map((problem) => problem.message).join('\n'));
  return pages;
}
