import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isTemplate, root } from '../pages.ts';
import { checkContent } from '../content/check-files.ts';
import { splitPostFile } from '../blog/post-file.ts';
import { renderSessionsModule, SESSIONS_MODULE } from '../generate-webinars.ts';
import { loadWebinars } from '../webinars/sessions.ts';
import { pageRemovalProblems } from './page-removal.ts';

/** What the editor's client sends to save: files to write (base64) and files to remove, by repository path. */
export interface EditorUpdate {
  additions: { path: string; contents: string }[];
  deletions: { path: string }[];
}

const POST_FILE = /^pages\/blog\/([^/]+)\.mdx$/;
const AUTHOR_FILE = /^content\/authors\/([^/]+)\.json$/;
const WEBINAR_FILE = /^content\/webinars\/[^/]+\.json$/;

/** Repository files the editor reads and writes: the pages (but templates) and their pictures, and content/. */
export const isEditorFile = (repoPath: string) =>
  ['pages', 'content'].some((dir) => repoPath === dir || repoPath.startsWith(`${dir}/`)) && !isTemplate(repoPath);

/** The authors' keys of the posts, by post file, as a save would leave them. */
const authorsOfPosts = (pending: ReadonlyMap<string, Buffer>, deleted: ReadonlySet<string>) =>
  [
    ...readdirSync(path.join(root, 'pages/blog'))
      .map((name) => `pages/blog/${name}`)
      .filter((file) => POST_FILE.test(file) && !pending.has(file) && !deleted.has(file))
      .map((file) => [file, readFileSync(path.join(root, file))] as const),
    ...[...pending].filter(([file]) => POST_FILE.test(file)),
  ].map(([file, bytes]) => ({ file, author: splitPostFile(bytes.toString('utf8'))?.frontmatter.author }));

/**
 * Checks a save from the editor with the rules `npm run check:content` (and so CI) runs: the files it writes
 * as the save would leave the site, and the pages it removes or renames (scripts/keystatic/page-removal.ts). It is written as the editor sent it, in the editor's own form, so a save
 * changes only what the writer changed. Returns the problems of the saved files, one line each naming the
 * file, the line or the field, and why: then nothing is written and the editor keeps what the writer typed.
 */
export async function checkEditorSave(update: EditorUpdate): Promise<string[]> {
  const pending = new Map(update.additions.map((file) => [file.path, Buffer.from(file.contents, 'base64')]));
  const deleted = new Set(update.deletions.map((file) => file.path));
  const overlay = new Map<string, Buffer | undefined>([...[...deleted].map((file) => [file, undefined] as const), ...pending]);
  const problems = [...pageRemovalProblems(update, overlay), ...(await checkContent({ overlay, only: [...pending.keys()] }))];
  for (const file of deleted) {
    const key = AUTHOR_FILE.exec(file)?.[1];
    if (!key || pending.has(file)) continue;
    const posts = authorsOfPosts(pending, deleted)
      .filter((post) => post.author === key)
      .map((post) => post.file);
    if (posts.length) problems.push(`${file}: "${key}" is the author of ${posts.join(', ')}: give those posts another author first`);
  }
  return problems;
}

/** Whether a save touched a webinar: the submit-form function's copy of the sessions then follows (writeWebinarsCopy). */
export const touchesWebinars = (update: EditorUpdate) =>
  [...update.additions, ...update.deletions].some((file) => WEBINAR_FILE.test(file.path));

/** The function's copy of the sessions, as content/webinars/ is now: the editor keeps it current, as `npm run generate:webinars` does. */
export const writeWebinarsCopy = () => writeFileSync(SESSIONS_MODULE, renderSessionsModule(loadWebinars()));
