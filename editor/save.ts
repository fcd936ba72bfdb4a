import { writeFileSync } from 'node:fs';
import { isTemplate } from '../build/pages.ts';
import { checkContent } from '../build/content/check-files.ts';
import { siteFiles, type Overlay } from '../build/content/site-files.ts';
import { splitPostFile } from '../build/blog/post-file.ts';
import { renderSessionsModule, SESSIONS_MODULE } from '../build/webinars/sessions-module.ts';
import { loadWebinars } from '../build/webinars/sessions.ts';
import type { EditorUpdate } from './editor-update.ts';
import { pageRemovalProblems } from './page-removal.ts';

const POST_FILE = /^pages\/blog\/([^/]+)\.mdx$/;
const AUTHOR_FILE = /^content\/authors\/([^/]+)\.json$/;
const WEBINAR_FILE = /^content\/webinars\/[^/]+\.json$/;

/** Repository files the editor reads and writes: the pages (but templates) and their pictures, and content/. */
export const isEditorFile = (repoPath: string) =>
  ['pages', 'content'].some((dir) => repoPath === dir || repoPath.startsWith(`${dir}/`)) && !isTemplate(repoPath);

/** The authors' keys of the posts, by post file, as a save would leave them. */
const authorsOfPosts = (overlay: Overlay) => {
  const files = siteFiles(overlay);
  return files
    .list('pages/blog')
    .filter((file) => POST_FILE.test(file))
    .map((file) => ({ file, author: splitPostFile(files.read(file))?.frontmatter.author }));
};

/**
 * Checks a save from the editor with the rules `npm run check:content` (and so CI) runs, over the site as the save
 * would leave it (its files over `base`, the site before it: the disk as it is, by default): the files it writes, with
 * the routes, the redirects and the links of the whole site so left, and the pages it removes or renames
 * (editor/page-removal.ts). It is written as the editor sent it, in the editor's own form, so a save
 * changes only what the writer changed. Returns the problems of the saved files, one line each naming the file, the
 * line or the field, and why: then nothing is written and the editor keeps what the writer typed. Whatever the site
 * holds, it answers: a problem of a file the save does not touch is not the save's.
 */
export async function checkEditorSave(update: EditorUpdate, base: Overlay = new Map()): Promise<string[]> {
  const pending = new Map(update.additions.map((file) => [file.path, Buffer.from(file.contents, 'base64')]));
  const deleted = new Set(update.deletions.map((file) => file.path));
  const overlay = new Map<string, Buffer | undefined>([...base, ...[...deleted].map((file) => [file, undefined] as const), ...pending]);
  const problems = [...pageRemovalProblems(update, overlay, base), ...(await checkContent({ overlay, only: [...pending.keys()] }))];
  for (const file of deleted) {
    const key = AUTHOR_FILE.exec(file)?.[1];
    if (!key || pending.has(file)) continue;
    const posts = authorsOfPosts(overlay)
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
