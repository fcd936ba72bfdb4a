import { patternOf } from '../build/page-files.ts';
import { FORM_RESULT_ROUTES } from '../build/routes.ts';

/**
 * Pages the site cannot do without, by file under pages/: the home page, the legal texts, the blog's and the search's
 * pages (the site's code links to them), the not-found page and every page a form ends on. They cannot be removed and
 * their addresses are fixed.
 */
const CORE_PAGES = [
  'index.mdx',
  'privacy-policy.mdx',
  'terms-of-service.mdx',
  'blog.mdx',
  'search.mdx',
  'careers/index.mdx',
  '[...all].mdx',
];
export const isCorePage = (name: string) => CORE_PAGES.includes(name) || FORM_RESULT_ROUTES.has(patternOf(name));
