import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadAuthors } from '../../content/authors.ts';
import { POST_SLUG, type PostSummary } from '../../content/blog.ts';
import { fillAll } from '../../content/placeholders.ts';
import { currentPlaceholderValues } from '../content/facts-file.ts';
import { checkPostFrontmatter } from './post-frontmatter.ts';
import { publicationOf, todayUtc } from './publication.ts';
import { readingMinutes } from './reading-time.ts';

export const blogDir = path.resolve(import.meta.dirname, '../../pages/blog');

/** pages/blog/<slug>.mdx is a post; index.mdx, dynamic [param] pages and _private files are not. */
export const isPostFile = (file: string) => {
  const rel = path.relative(blogDir, file);
  return !rel.includes(path.sep) && /^[a-z0-9][\w-]*\.mdx$/.test(rel) && rel !== 'index.mdx';
};

export class PostFrontmatterError extends Error {
  constructor(readonly problems: string[]) {
    super(`Blog post frontmatter:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

/** What a post's summary takes besides its file: the authors, and the facts its placeholders name. */
interface PostContext {
  authors: ReturnType<typeof loadAuthors>;
  values: ReturnType<typeof currentPlaceholderValues>;
}

const readContext = (): PostContext => ({ authors: loadAuthors(), values: currentPlaceholderValues() });

/** One post's summary from its source; throws PostFrontmatterError with one line per problem. */
export function postFromSource(source: string, file: string, { authors, values } = readContext()): PostSummary {
  const label = path.relative(path.resolve(blogDir, '../..'), file).replace(/\\/g, '/');
  const { data, errors } = checkPostFrontmatter(source, label);
  if (!data) throw new PostFrontmatterError(errors);
  const { author, ...rest } = fillAll(data, values);
  return {
    ...rest,
    slug: path.basename(file, '.mdx'),
    author: { key: author, ...authors[author]! },
    readingTime: readingMinutes(source),
  };
}

/**
 * Each file's summary, kept while its source, the authors and the facts are the same: every post's page asks for
 * the whole list (its neighbours and related posts), so without it a build reads every post once per post.
 */
const summaries = new Map<string, { source: string; context: string; post: PostSummary }>();

function summaryOf(file: string, context: PostContext, contextKey: string): PostSummary {
  const source = readFileSync(file, 'utf8');
  const known = summaries.get(file);
  if (known?.source === source && known.context === contextKey) return known.post;
  const post = postFromSource(source, file, context);
  summaries.set(file, { source, context: contextKey, post });
  return post;
}

/**
 * What is wrong with the file name of a post, its slug and address (pages/blog/<slug>.mdx is
 * /blog/<slug>): not lowercase words joined by hyphens, or an address another page has too.
 */
export function slugProblem(name: string, namesInBlog: string[]): string | undefined {
  if (!name.endsWith('.mdx') || name === 'index.mdx' || name.startsWith('_')) return undefined;
  const slug = name.slice(0, -'.mdx'.length);
  const file = `pages/blog/${name}`;
  if (!POST_SLUG.test(slug))
    return `${file}: the file name is the post's slug, its address: lowercase words joined by hyphens such as my-post.mdx, and not index, page or category`;
  if (namesInBlog.includes(slug) && existsSync(path.join(blogDir, slug, 'index.mdx')))
    return `${file}: the slug "${slug}" is taken: pages/blog/${slug}/index.mdx is /blog/${slug} too; rename one of them`;
  return undefined;
}

/** Newest first; the same date by title, so the order never depends on the file system. */
export const byDateDesc = (a: PostSummary, b: PostSummary) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title);

export interface LoadOptions {
  /** `npm run dev`: drafts and scheduled posts too, each marked with its status. */
  includeUnpublished?: boolean;
  /** YYYY-MM-DD: a post dated after it is scheduled, left out of a build until then. */
  today?: string;
}

/**
 * Every post under pages/blog/, newest first, checked; drafts and posts dated after `today` only
 * when asked (dev). All problems in all files are reported at once.
 */
export function loadPosts({ includeUnpublished = false, today = todayUtc() }: LoadOptions = {}): PostSummary[] {
  const problems: string[] = [];
  const posts: PostSummary[] = [];
  const names = readdirSync(blogDir).sort();
  const context = readContext();
  const contextKey = JSON.stringify(context);
  for (const name of names) {
    const file = path.join(blogDir, name);
    const problem = slugProblem(name, names);
    if (problem) problems.push(problem);
    if (problem || !isPostFile(file)) continue;
    try {
      posts.push(summaryOf(file, context, contextKey));
    } catch (error) {
      if (!(error instanceof PostFrontmatterError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length) throw new PostFrontmatterError(problems);
  return posts
    .flatMap((post) => {
      const status = publicationOf(post, today);
      if (status === 'published') return [post];
      return includeUnpublished ? [{ ...post, status }] : [];
    })
    .sort(byDateDesc);
}
