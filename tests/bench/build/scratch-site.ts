import { cp, mkdir, mkdtemp, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { blogCategories } from '../../../content/blog-categories.ts';

/** What the copy leaves out: the build's own output and caches, the repository's history, local data. */
const LEFT_OUT = new Set(['node_modules', 'dist', '.git', '.data', '.bench', '.visual', '.shake', 'coverage']);

/** The post every bench post is a copy of: a drawn cover, a body of the usual length. */
export const TEMPLATE_POST = 'true-cost-of-manual-payroll.mdx';

/**
 * A copy of the site in a temporary folder, with its own empty node_modules/.cache: its node_modules holds a
 * link to each installed package, so the build runs the same code but caches nothing from earlier runs.
 */
export async function scratchSite(root: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'paylean-bench-'));
  for (const entry of await readdir(root)) {
    if (!LEFT_OUT.has(entry)) await cp(path.join(root, entry), path.join(dir, entry), { recursive: true, verbatimSymlinks: true });
  }
  await mkdir(path.join(dir, 'node_modules'));
  for (const entry of await readdir(path.join(root, 'node_modules'))) {
    if (entry !== '.cache' && entry !== '.vite')
      await symlink(path.join(root, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  return dir;
}

export const benchSlug = (i: number) => `bench-post-${String(i + 1).padStart(4, '0')}`;

/** A date per post, a day apart going back from 2024-01-01, so the listings' order is fixed. */
const dateOf = (i: number) => new Date(Date.UTC(2024, 0, 1) - i * 86_400_000).toISOString().slice(0, 10);

/** Writes `count` posts into the copy: the template post with a title, date and category of their own. */
export async function addPosts(dir: string, count: number): Promise<string[]> {
  const blog = path.join(dir, 'pages/blog');
  const template = await readFile(path.join(blog, TEMPLATE_POST), 'utf8');
  const slugs = Array.from({ length: count }, (_, i) => benchSlug(i));
  await Promise.all(
    slugs.map((slug, i) =>
      writeFile(
        path.join(blog, `${slug}.mdx`),
        template
          .replace(/^title: .*$/m, `title: Payroll Benchmark Note ${i + 1}`)
          .replace(/^date: .*$/m, `date: ${dateOf(i)}`)
          .replace(/^category: .*$/m, `category: ${blogCategories[i % blogCategories.length]}`),
      ),
    ),
  );
  return slugs;
}

/** One post changed as a writer would: a sentence added to its body. */
export async function changePost(dir: string, slug: string): Promise<void> {
  const file = path.join(dir, 'pages/blog', `${slug}.mdx`);
  await writeFile(file, `${await readFile(file, 'utf8')}\nOne more sentence, written for the warm rebuild.\n`);
}
