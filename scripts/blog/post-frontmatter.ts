import path from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import { z } from 'zod';
import { loadAuthors } from '../../content/authors.ts';
import { blogCategories } from '../../content/blog.ts';
import { iconKeys } from '../../content/icons.ts';
import { IMAGE_FILE, imageFileProblem, repoFileBytes } from './image-rules.ts';

const isoDate = z.iso.date({ error: 'must be a date written YYYY-MM-DD' });
const list = (values: readonly string[]) => values.map((v) => `"${v}"`).join(', ');

/**
 * What a post's frontmatter may hold, with the authors there are now (content/authors/). Unknown
 * keys are errors too: a typo must not pass silently.
 */
export const postFrontmatterSchema = (authorKeys: string[] = Object.keys(loadAuthors())) =>
  z
    .strictObject({
      title: z.string({ error: 'must be a text' }).min(1, 'must not be empty').describe('The headline, on the page and its cards.'),
      description: z
        .string({ error: 'must be a text (the teaser on cards and in feeds)' })
        .min(1, 'must not be empty')
        .describe('The teaser on cards, in feeds and in search results.'),
      date: isoDate.describe('Publication date, YYYY-MM-DD. A future date schedules the post until that day.'),
      updated: isoDate.optional().describe('When the post was last changed in substance, YYYY-MM-DD.'),
      author: z.enum(authorKeys as [string, ...string[]], {
        error: `must be one of the authors (a file content/authors/<author>.yaml): ${list(authorKeys)}`,
      }),
      category: z.enum(blogCategories, { error: `must be one of ${list(blogCategories)}` }).describe('The blog category.'),
      featured: z.boolean({ error: 'must be true or false' }).optional().describe('The lead story on /blog.'),
      draft: z.boolean({ error: 'must be true or false' }).optional().describe('Shown in npm run dev only, never in a build.'),
      /** The card's icon (content/icons.ts). */
      icon: z.enum(iconKeys, { error: `must be an icon key from content/icons.ts, such as "target"` }).optional(),
      /** The cover: a file beside the post, on its cards and at the top of the article. */
      image: z
        .string({ error: 'must be a file path' })
        .regex(IMAGE_FILE, 'must be a file beside the post, such as "./my-post/cover.jpg" (png, jpg, webp, avif, gif or svg)')
        .optional(),
      /** What the cover shows, for people who cannot see it: required with an image. */
      imageAlt: z
        .string({ error: 'must be a text' })
        .trim()
        .min(1, 'must say what the image shows')
        .optional()
        .describe('What the cover shows, for people who cannot see it. Required with an image.'),
    })
    .check((ctx) => {
      if (ctx.value.image && ctx.value.imageAlt === undefined)
        ctx.issues.push({
          code: 'custom',
          path: ['imageAlt'],
          input: undefined,
          message: 'must say what the image shows, for people who cannot see it (a post with an "image" needs one)',
        });
    });

export type PostFrontmatter = z.infer<ReturnType<typeof postFrontmatterSchema>>;

export interface FrontmatterResult {
  data?: PostFrontmatter;
  /** One line per problem: `pages/blog/x.mdx:LINE: "field" must be ...`. */
  errors: string[];
}

/** A missing field that belongs to another is reported on that one's line. */
const REPORTED_AT: Record<string, string> = { imageAlt: 'image' };

export interface CheckOptions {
  /** Size of a repository file (such as pages/blog/x/cover.jpg), undefined when there is none; the editor passes files not saved yet. */
  imageBytes?: (repoPath: string) => number | undefined;
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
export function checkPostFrontmatter(source: string, file: string, { imageBytes = repoFileBytes }: CheckOptions = {}): FrontmatterResult {
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
  const schema = postFrontmatterSchema();
  const result = schema.safeParse(doc.toJS() ?? {});
  if (result.success) {
    const { image } = result.data;
    const target = image && path.posix.join(path.posix.dirname(file), image);
    const problem = image && target && imageFileProblem(image, target, imageBytes(target));
    if (problem) return { errors: [`${file}:${lineOfKey(doc, counter, 'image')}: "image" ${problem}`] };
    return { data: result.data, errors: [] };
  }
  const errors = result.error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map(
        (key) =>
          `${file}:${lineOfKey(doc, counter, key) ?? 1}: "${key}" is not a known field (allowed: ${list(Object.keys(schema.shape))})`,
      );
    }
    const field = String(issue.path[0] ?? 'frontmatter');
    const line = lineOfKey(doc, counter, field);
    const anchor = REPORTED_AT[field] ? lineOfKey(doc, counter, REPORTED_AT[field]) : undefined;
    if (line === undefined) return [`${file}:${anchor ?? 1}: "${field}" is missing: it ${issue.message}`];
    return [`${file}:${line}: "${field}" ${issue.message}`];
  });
  return { errors };
}
