import path from 'node:path';
import { parse } from 'yaml';
import { fillAll } from '../content/placeholders.ts';
import { LANDING_DIR, pageFrontmatterSchema, type PageMeta } from '../content/schemas/page.ts';
import { currentPlaceholderValues } from './content/facts-file.ts';

/** The repository's root. */
export const root = path.resolve(import.meta.dirname, '..');

/**
 * A template: a page file with a [param] in its path (a blog listing, a position), rendered once per route
 * the route table gives it, each time with its own head. The catch-all not-found page ([...all]) is one page.
 */
export const isTemplate = (pageFile: string) => /\[(?!\.\.\.)/.test(pageFile);

function parseYaml(yaml: string | undefined, label: string): unknown {
  try {
    return yaml ? parse(yaml) : {};
  } catch (error) {
    throw new Error(`${label}: frontmatter is not valid YAML: ${(error as Error).message}`);
  }
}

/** Whether a page file (its path from the root, or under pages/) is a landing page: always noindex. */
const isLandingPage = (label: string) => label.replace(/^pages\//, '').startsWith(`${LANDING_DIR}/`);

/**
 * A page's validated frontmatter, its placeholders filled (`{costReduction}`: content/facts.json), a landing page
 * noindex; throws naming the file (label) and each bad or missing field.
 */
export function parseFrontmatter(source: string, label: string): PageMeta {
  const yaml = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1];
  const result = pageFrontmatterSchema.safeParse(parseYaml(yaml, label));
  if (result.success) {
    const meta = fillAll(result.data, currentPlaceholderValues());
    return isLandingPage(label) ? { ...meta, noindex: true } : meta;
  }
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.join('.') || 'frontmatter';
    return issue.code === 'invalid_type' && issue.input === undefined ? `missing "${field}"` : `"${field}": ${issue.message}`;
  });
  throw new Error(`${label}: invalid frontmatter: ${problems.join('; ')}`);
}
