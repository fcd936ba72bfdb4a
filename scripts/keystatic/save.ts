import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import { parse } from 'yaml';
import remarkFrontmatter from 'remark-frontmatter';
import { POST_SLUG } from '../../content/blog.ts';
import { bodyImageProblems, imagesIn } from '../blog/body-images.ts';
import { repoFileBytes } from '../blog/image-rules.ts';
import { checkPostFrontmatter } from '../blog/post-frontmatter.ts';
import { formatPostFile, splitPostFile } from '../blog/post-file.ts';
import { checkPositionFile } from '../../content/positions.ts';
import { authorSchema } from '../../content/schemas/author.ts';
import { positionSchema } from '../../content/schemas/position.ts';
import { formatYamlFile } from './yaml-layout.ts';
import { root } from '../pages.ts';

/** What the editor's client sends to save: files to write (base64) and files to remove, by repository path. */
export interface EditorUpdate {
  additions: { path: string; contents: string }[];
  deletions: { path: string }[];
}

const POST_FILE = /^pages\/blog\/([^/]+)\.mdx$/;
const AUTHOR_FILE = /^content\/authors\/([^/]+)\.yaml$/;
const POSITION_FILE = /^content\/positions\/([^/]+\.yaml)$/;

/** Repository files the editor shows: the posts and their pictures, the authors and the positions. */
export const isEditorFile = (repoPath: string) =>
  (repoPath.startsWith('pages/blog/') && !/^pages\/blog\/(index\.mdx|category|page)(\/|$)/.test(repoPath)) ||
  repoPath.startsWith('content/authors/') ||
  repoPath.startsWith('content/positions/');

/** Line-numbered problems with a post's body, as the build would find them: invalid MDX, images. */
function bodyProblems(source: string, label: string, imageBytes: (repoPath: string) => number | undefined): string[] {
  try {
    const tree = createProcessor({ remarkPlugins: [remarkFrontmatter] }).parse(source);
    return bodyImageProblems(imagesIn(tree), label, imageBytes);
  } catch (error) {
    const { line, reason } = error as { line?: number; reason?: string };
    return [`${label}:${line ?? 1}: the body is not valid MDX: ${reason ?? String(error)}`];
  }
}

/** The authors' keys of the posts on disk, by post file. */
const authorsOfPosts = () =>
  readdirSync(path.join(root, 'pages/blog'))
    .filter((name) => name.endsWith('.mdx') && name !== 'index.mdx')
    .map((name) => ({
      file: `pages/blog/${name}`,
      author: splitPostFile(readFileSync(path.join(root, 'pages/blog', name), 'utf8'))?.frontmatter.author,
    }));

/**
 * Checks a save from the editor with the build's own checks, and writes each post, position and author
 * in the house layout (scripts/blog/post-file.ts, ./yaml-layout.ts), so a save changes only what the
 * writer changed. Returns the update to write, or the problems, one line each
 * naming the file, the line and the field; then nothing is written and the editor keeps what
 * the writer typed.
 */
export function checkEditorSave(update: EditorUpdate): { update: EditorUpdate; problems: string[] } {
  const pending = new Map(update.additions.map((file) => [file.path, Buffer.from(file.contents, 'base64')]));
  const deleted = new Set(update.deletions.map((file) => file.path));
  const imageBytes = (repoPath: string) =>
    pending.get(repoPath)?.byteLength ?? (deleted.has(repoPath) ? undefined : repoFileBytes(repoPath));
  const problems: string[] = [];
  const additions = update.additions.map((file) => {
    const bytes = pending.get(file.path)!;
    const inLayout = (data: unknown, schema: unknown) => ({
      path: file.path,
      contents: Buffer.from(formatYamlFile(data, schema)).toString('base64'),
    });
    const positionFile = POSITION_FILE.exec(file.path)?.[1];
    if (positionFile !== undefined) {
      const checked = checkPositionFile(bytes.toString('utf8'), positionFile);
      problems.push(...checked.problems);
      return checked.data ? inLayout(checked.data, positionSchema) : file;
    }
    if (AUTHOR_FILE.test(file.path)) {
      try {
        return inLayout(parse(bytes.toString('utf8')), authorSchema);
      } catch (error) {
        problems.push(`${file.path}: not valid YAML: ${(error as Error).message}`);
        return file;
      }
    }
    const slug = POST_FILE.exec(file.path)?.[1];
    if (slug === undefined) return file;
    if (!POST_SLUG.test(slug)) problems.push(`${file.path}: the slug "${slug}" must be lowercase words joined by hyphens`);
    const split = splitPostFile(bytes.toString('utf8'));
    if (!split) {
      problems.push(`${file.path}:1: the post has no frontmatter`);
      return file;
    }
    const source = formatPostFile(split.frontmatter, split.body);
    problems.push(...checkPostFrontmatter(source, file.path, { imageBytes }).errors, ...bodyProblems(source, file.path, imageBytes));
    return { path: file.path, contents: Buffer.from(source).toString('base64') };
  });
  const removedAuthors = [...deleted].flatMap((file) => (pending.has(file) ? [] : (AUTHOR_FILE.exec(file)?.[1] ?? [])));
  if (removedAuthors.length) {
    const posts = authorsOfPosts().filter((post) => !deleted.has(post.file) && !pending.has(post.file));
    const pendingPosts = [...pending].flatMap(([file, bytes]) =>
      POST_FILE.test(file) ? [{ file, author: splitPostFile(bytes.toString('utf8'))?.frontmatter.author }] : [],
    );
    for (const key of removedAuthors) {
      const written = [...posts, ...pendingPosts].filter((post) => post.author === key).map((post) => post.file);
      if (written.length)
        problems.push(
          `content/authors/${key}.yaml: "${key}" is the author of ${written.join(', ')}: give those posts another author first`,
        );
    }
  }
  return { update: { additions, deletions: update.deletions }, problems };
}
