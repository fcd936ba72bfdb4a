import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { blogCategories, blogText, categoryRoute } from '../../content/blog.ts';
import { blogDir, isDynamicBlogFile, loadPosts } from '../../scripts/blog/posts.ts';
import { prerenderedPages } from '../../scripts/blog/routes.ts';
import { todayUtc } from '../../scripts/blog/publication.ts';
import { positionRoute } from '../../content/careers.ts';
import { loadPositions } from '../../content/positions.ts';
import { isIndexable, root, type Page } from '../../scripts/pages.ts';

/** The main heading each of these routes must show, letter for letter. */
export const requiredHeadings: Record<string, string> = {
  '/': 'Reduce Payroll Costs by 70%',
  '/about': 'About PayLean',
  '/careers': 'Careers at PayLean',
  '/blog': 'Payroll Insights',
  '/faq': 'Frequently Asked Questions',
  '/services/ai-automation': 'AI Payroll Automation',
  '/services/offshore-talent': 'Strategic Offshore Talent',
  '/services/payroll-optimization': 'Payroll Optimization',
  '/resources/case-studies': 'Case Studies',
  '/resources/white-papers': 'White Papers',
  '/resources/webinars': 'Webinars',
  '/privacy-policy': 'Privacy Policy',
  '/terms-of-service': 'Terms of Service',
  '/security': 'Enterprise-Grade Security',
  '/compliance': 'Compliance You Can Trust',
};

/** A route of the sitemap and the h1 it must show. */
export type IndexableRoute = Page & { heading: string };

/**
 * Every route a build in `mode` prerenders and lists in its sitemap (scripts/build.ts uses the same
 * prerenderedPages). The heading is the required one, else the page's own.
 */
export async function indexableRoutes(mode: string): Promise<IndexableRoute[]> {
  const posts = loadPosts();
  const titles = new Map(posts.map((p) => [path.join(blogDir, `${p.slug}.mdx`), p.title]));
  const positionTitles = new Map(loadPositions(todayUtc()).map((p) => [positionRoute(p.slug), p.title]));
  const pages = await prerenderedPages(mode, posts);
  return Promise.all(
    pages.filter(isIndexable).map(async (page) => ({
      ...page,
      heading: requiredHeadings[page.route] ?? titles.get(page.file) ?? positionTitles.get(page.route) ?? (await ownHeading(page)),
    })),
  );
}

/** A listing's heading (content/blog.ts), or the first `# ` heading of the page's MDX. */
async function ownHeading({ file, route }: Page): Promise<string> {
  if (isDynamicBlogFile(file)) {
    const category = blogCategories.find((c) => route === categoryRoute(c) || route.startsWith(`${categoryRoute(c)}/`));
    return category ? blogText.categoryTitle(category) : blogText.title;
  }
  // Skip the frontmatter first: a YAML comment there would look like a heading.
  const body = (await readFile(file, 'utf8')).replace(/^---\r?\n[\s\S]*?\r?\n---/, '');
  const heading = /^# (.+)$/m.exec(body)?.[1]?.trim();
  if (!heading) throw new Error(`${path.relative(root, file)}: no "# " heading to expect as its h1`);
  return heading;
}
