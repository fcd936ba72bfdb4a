/**
 * `npm run bench:build -- --posts N [--cold] [--keep]`: the site's build with N more posts. It copies the site into a
 * temporary folder (no dist, an empty node_modules/.cache), adds N copies of a post with titles, dates and categories
 * of their own, and builds it: from cold with --cold; otherwise once to warm the caches, then again after changing
 * one post, timing the second build. Prints the time per stage, the peak memory of the build's whole process tree,
 * the files written per post, and checks every post is in dist/ and the sitemap.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../../build/pages.ts';
import { samplePeakMemory } from './build/peak-memory.ts';
import { addPosts, changePost, scratchSite } from './build/scratch-site.ts';
import { parseStages } from '../../build/build-stages.ts';
import { timeDevServer } from './build/dev-server.ts';

/** The dev server's port under --dev: one no other server of the repository's uses. */
const DEV_PORT = Number(process.env.BENCH_DEV_PORT ?? 4810);

const args = parseArgs({
  options: { posts: { type: 'string', default: '0' }, cold: { type: 'boolean' }, keep: { type: 'boolean' }, dev: { type: 'boolean' } },
}).values;
const count = Number(args.posts);
if (!Number.isInteger(count) || count < 0) throw new Error(`--posts must be a whole number, not ${args.posts}`);

interface Run {
  ms: number;
  peak: number;
  output: string;
}

/** One `npm run build` in `dir`, its output kept, its process tree's memory sampled. */
function build(dir: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    // The copy's own cache only (node_modules/.cache), not one the shell names.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'BUILD_CACHE_DIR'));
    const child = spawn(path.join(dir, 'node_modules/.bin/tsx'), ['scripts/build.ts'], {
      cwd: dir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const memory = samplePeakMemory(child.pid!);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const peak = memory.stop();
      if (code !== 0) reject(new Error(`The build failed (exit ${code}):\n${output.slice(-4000)}`));
      else resolve({ ms: performance.now() - started, peak, output });
    });
  });
}

const countFiles = async (dir: string) => (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;
const RASTER = /\.(avif|webp|png|jpe?g)$/;

async function benchDev(dir: string, slugs: string[], posts: string[]) {
  const slug = slugs.at(-1) ?? posts[0]!.replace(/\.mdx$/, '');
  const title = /^title: (.*)$/m.exec(await readFile(path.join(dir, 'pages/blog', `${slug}.mdx`), 'utf8'))![1]!;
  const times = await timeDevServer(dir, DEV_PORT, { slug, title });
  console.log(`\n| npm run dev, ${posts.length} posts | |\n| --- | --- |`);
  console.log(`| first page served | ${(times.firstPage / 1000).toFixed(1)} s |`);
  console.log(`| the editor lists the posts | ${(times.editorList / 1000).toFixed(1)} s |`);
  console.log(`| a post opens in the editor | ${(times.openPost / 1000).toFixed(1)} s |`);
}

async function benchBuild(dir: string, slugs: string[], posts: string[]) {
  if (!args.cold) {
    console.log('warming: a first build…');
    await build(dir);
    await changePost(dir, slugs[0] ?? posts[0]!.replace(/\.mdx$/, ''));
  }
  const run = await build(dir);
  const dist = path.join(dir, 'dist');
  const sitemap = await readFile(path.join(dist, 'sitemap.xml'), 'utf8');
  const missing = [];
  for (const slug of slugs) {
    const inDist = await stat(path.join(dist, 'blog', slug, 'index.html')).then(
      () => true,
      () => false,
    );
    if (!inDist || !sitemap.includes(`/blog/${slug}<`)) missing.push(slug);
  }
  const files = await countFiles(dist);
  const images = (await readdir(path.join(dist, 'assets'))).filter((f) => RASTER.test(f)).length;
  const postDir = await countFiles(path.join(dist, 'blog', slugs[0] ?? posts[0]!.replace(/\.mdx$/, '')));
  const stages = parseStages(run.output);

  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`\n| ${args.cold ? 'cold' : 'warm, one post changed'} | ${posts.length} posts |`);
  console.log('| --- | --- |');
  for (const [name, ms] of stages) console.log(`| ${name} | ${s(ms)} |`);
  const staged = [...stages].filter(([name]) => !name.startsWith('images')).reduce((sum, [, ms]) => sum + ms, 0);
  // The cards are drawn beside the stages after them, so the stages can add up to more than the wall time.
  if (run.ms > staged) console.log(`| the rest (start-up, links, white paper) | ${s(run.ms - staged)} |`);
  console.log(`| **build, wall** | **${s(run.ms)}** |`);
  console.log(`| peak memory (process tree) | ${(run.peak / 1024 ** 3).toFixed(2)} GB |`);
  console.log(`| files in dist/ | ${files} |`);
  console.log(
    `| files per post | ${postDir} in its folder + 1 card + ${(images / posts.length).toFixed(1)} raster images in dist/assets/ (${images} in all) |`,
  );
  console.log(missing.length ? `\nMISSING from dist/ or the sitemap: ${missing.join(', ')}` : `\nEvery post is in dist/ and the sitemap.`);
  if (missing.length) process.exitCode = 1;
}

const dir = await scratchSite(root);
try {
  const slugs = await addPosts(dir, count);
  const posts = (await readdir(path.join(dir, 'pages/blog'))).filter((f) => /^[a-z0-9][\w-]*\.mdx$/.test(f) && f !== 'index.mdx');
  console.log(`${posts.length} posts (${count} added) in ${dir}`);
  await (args.dev ? benchDev(dir, slugs, posts) : benchBuild(dir, slugs, posts));
} finally {
  if (args.keep) console.log(`kept ${dir}`);
  else await rm(dir, { recursive: true, force: true });
}
