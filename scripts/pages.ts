import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { pageFrontmatterSchema, type PageMeta } from '../content/schemas/page.ts';

export const root = path.resolve(import.meta.dirname, '..');
const pagesDir = path.join(root, 'pages');

export const NOT_FOUND_ROUTE = '*';

export interface Page {
  file: string;
  route: string;
  meta: PageMeta;
}

/** In the sitemap and the search index: every page but the not-found page and noindex pages (search, message pages). */
export const isIndexable = (page: Page) => page.route !== NOT_FOUND_ROUTE && !page.meta.noindex;

/** pages/services/ai-automation.mdx -> /services/ai-automation; [...all].mdx -> '*'. */
export function routeOf(relativeFile: string): string {
  const withoutExt = relativeFile.replace(/\\/g, '/').replace(/\.mdx$/, '');
  if (/\[\.\.\.\w+\]$/.test(withoutExt)) return NOT_FOUND_ROUTE;
  const route = '/' + withoutExt.replace(/(^|\/)index$/, '');
  return route.length > 1 ? route.replace(/\/$/, '') : '/';
}

function parseYaml(yaml: string | undefined, label: string): unknown {
  try {
    return yaml ? parse(yaml) : {};
  } catch (error) {
    throw new Error(`${label}: frontmatter is not valid YAML: ${(error as Error).message}`);
  }
}

/** A page's validated frontmatter; throws naming the file (label) and each bad or missing field. */
export function parseFrontmatter(source: string, label: string): PageMeta {
  const yaml = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1];
  const result = pageFrontmatterSchema.safeParse(parseYaml(yaml, label));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.join('.') || 'frontmatter';
    return issue.code === 'invalid_type' && issue.input === undefined ? `missing "${field}"` : `"${field}": ${issue.message}`;
  });
  throw new Error(`${label}: invalid frontmatter: ${problems.join('; ')}`);
}

/** The concrete routes of a dynamic page (/blog/page/[page]); undefined for other routes. */
export type ExpandRoute = (route: string) => string[] | undefined;

/**
 * Every MDX page with its validated frontmatter; throws naming the file and the bad field.
 * A dynamic page appears once per route `expand` gives it; `skip` leaves files out (drafts).
 */
export async function loadPages(expand: ExpandRoute = () => undefined, skip: (file: string) => boolean = () => false): Promise<Page[]> {
  const pages: Page[] = [];
  const files = await readdir(pagesDir, { recursive: true });
  for (const rel of files) {
    if (!rel.endsWith('.mdx') || rel.split(/[\\/]/).some((part) => part.startsWith('_'))) continue;
    const file = path.join(pagesDir, rel);
    if (skip(file)) continue;
    const meta = parseFrontmatter(await readFile(file, 'utf8'), `pages/${rel}`);
    for (const route of expand(routeOf(rel)) ?? [routeOf(rel)]) pages.push({ file, route, meta });
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}
