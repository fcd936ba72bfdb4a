import path from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import { postFrontmatterSchema, quotedList, type PostFrontmatter } from '../../content/schemas/post.ts';
import { imageFileProblem, repoFileBytes } from './image-rules.ts';

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
          `${file}:${lineOfKey(doc, counter, key) ?? 1}: "${key}" is not a known field (allowed: ${quotedList(Object.keys(schema.shape))})`,
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
