import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { authors } from '../../content/authors.ts';
import type { PostSummary } from '../../content/blog.ts';
import { checkPostFrontmatter } from './post-frontmatter.ts';
import { readingMinutes } from './reading-time.ts';

export const blogDir = path.resolve(import.meta.dirname, '../../pages/blog');

/** pages/blog/<slug>.mdx is a post; index.mdx, dynamic [param] pages and _private files are not. */
export const isPostFile = (file: string) => {
  const rel = path.relative(blogDir, file);
  return !rel.includes(path.sep) && /^[a-z0-9][\w-]*\.mdx$/.test(rel) && rel !== 'index.mdx';
};

/** A listing page with route params: any file under pages/blog/ with a [param] in its path. */
export const isDynamicBlogFile = (file: string) => {
  const rel = path.relative(blogDir, file);
  return !rel.startsWith('..') && rel.includes('[');
};

export class PostFrontmatterError extends Error {
  constructor(readonly problems: string[]) {
    super(`Blog post frontmatter:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

/** One post's summary from its source; throws PostFrontmatterError with one line per problem. */
export function postFromSource(source: string, file: string): PostSummary {
  const label = path.relative(path.resolve(blogDir, '../..'), file).replace(/\\/g, '/');
  const { data, errors } = checkPostFrontmatter(source, label);
  if (!data) throw new PostFrontmatterError(errors);
  const { author, ...rest } = data;
  return {
    ...rest,
    slug: path.basename(file, '.mdx'),
    author: { key: author, ...authors[author as keyof typeof authors] },
    readingTime: readingMinutes(source),
  };
}

/** Newest first; the same date by title, so the order never depends on the file system. */
export const byDateDesc = (a: PostSummary, b: PostSummary) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title);

/**
 * Every post under pages/blog/, newest first, checked; drafts only when asked (dev). All problems
 * in all files are reported at once.
 */
export function loadPosts({ includeDrafts = false } = {}): PostSummary[] {
  const problems: string[] = [];
  const posts: PostSummary[] = [];
  for (const name of readdirSync(blogDir).sort()) {
    const file = path.join(blogDir, name);
    if (!isPostFile(file)) continue;
    try {
      posts.push(postFromSource(readFileSync(file, 'utf8'), file));
    } catch (error) {
      if (!(error instanceof PostFrontmatterError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length) throw new PostFrontmatterError(problems);
  return posts.filter((p) => includeDrafts || !p.draft).sort(byDateDesc);
}

/** Globs (for vite-plugin-pages' exclude) of the posts marked `draft: true`. */
export const draftPageGlobs = () => loadPosts({ includeDrafts: true }).flatMap((p) => (p.draft ? [`**/blog/${p.slug}.mdx`] : []));
