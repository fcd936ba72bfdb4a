import { isMap, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import { z } from 'zod';
import { authors } from '../../content/authors.ts';
import { blogCategories } from '../../content/blog.ts';
import { iconKeys } from '../../content/icons.ts';

const isoDate = z.iso.date({ error: 'must be a date written YYYY-MM-DD' });
const authorKeys = Object.keys(authors) as [string, ...string[]];
const list = (values: readonly string[]) => values.map((v) => `"${v}"`).join(', ');

/** What a post's frontmatter may hold. Unknown keys are errors too: a typo must not pass silently. */
export const postFrontmatterSchema = z.strictObject({
  title: z.string({ error: 'must be a text' }).min(1, 'must not be empty'),
  description: z.string({ error: 'must be a text (the teaser on cards and in feeds)' }).min(1, 'must not be empty'),
  date: isoDate,
  updated: isoDate.optional(),
  author: z.enum(authorKeys, { error: `must be one of the keys in content/authors.ts: ${list(authorKeys)}` }),
  category: z.enum(blogCategories, { error: `must be one of ${list(blogCategories)}` }),
  featured: z.boolean({ error: 'must be true or false' }).optional(),
  draft: z.boolean({ error: 'must be true or false' }).optional(),
  /** The card's icon (content/icons.ts). */
  icon: z.enum(iconKeys, { error: `must be an icon key from content/icons.ts, such as "target"` }).optional(),
  /** A social-card image: a path under public/, such as /images/blog/x.png. */
  image: z
    .string()
    .regex(/^\/[\w./-]+\.(png|jpe?g|webp|avif)$/, 'must be a path under public/ such as "/images/blog/post.png"')
    .optional(),
});

export type PostFrontmatter = z.infer<typeof postFrontmatterSchema>;

export interface FrontmatterResult {
  data?: PostFrontmatter;
  /** One line per problem: `pages/blog/x.mdx:LINE: "field" must be ...`. */
  errors: string[];
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n?---(?:\r?\n|$)/;

/** Line (1-based, in the whole file) of a top-level key, or undefined. */
function lineOfKey(doc: Document, counter: LineCounter, key: string): number | undefined {
  if (!isMap(doc.contents)) return undefined;
  const pair = doc.contents.items.find((item) => isScalar(item.key) && item.key.value === key);
  const offset = isScalar(pair?.key) ? pair.key.range?.[0] : undefined;
  // +1: the yaml starts on the line after the opening ---.
  return offset === undefined ? undefined : counter.linePos(offset).line + 1;
}

/**
 * Parses and checks a post's frontmatter. Each problem is one line naming the file, the line the
 * field is on (the opening --- for a missing field) and what the field must be.
 */
export function checkPostFrontmatter(source: string, file: string): FrontmatterResult {
  const yaml = FENCE.exec(source)?.[1];
  if (yaml === undefined) return { errors: [`${file}:1: the post has no frontmatter (a --- block at the top)`] };
  const counter = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter: counter });
  if (doc.errors.length) {
    return {
      errors: doc.errors.map(
        (e) => `${file}:${(e.linePos?.[0].line ?? 0) + 1}: frontmatter is not valid YAML: ${e.message.split('\n')[0]}`,
      ),
    };
  }
  const result = postFrontmatterSchema.safeParse(doc.toJS() ?? {});
  if (result.success) return { data: result.data, errors: [] };
  const errors = result.error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map(
        (key) =>
          `${file}:${lineOfKey(doc, counter, key) ?? 1}: "${key}" is not a known field (allowed: ${list(Object.keys(postFrontmatterSchema.shape))})`,
      );
    }
    const field = String(issue.path[0] ?? 'frontmatter');
    const line = lineOfKey(doc, counter, field);
    if (line === undefined) return [`${file}:1: "${field}" is missing: it ${issue.message}`];
    return [`${file}:${line}: "${field}" ${issue.message}`];
  });
  return { errors };
}
