import { createHash, randomUUID } from 'node:crypto';
import { access, copyFile, mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PostSummary } from '../../content/blog.ts';
import type { CoverArt } from '../../content/covers/art.ts';
import { root } from '../pages.ts';
import type { RenderedPage } from '../prerender/links.ts';
import { cardInputs, type CardInput, type CardText } from './card-input.ts';

const cacheDir = path.join(root, 'node_modules/.cache/paylean-cards');
const require = createRequire(import.meta.url);

/**
 * What a card's pixels depend on besides its text: this folder's code, the theme, the covers' composition
 * and drawing, and the drawing libraries.
 */
async function drawingVersion(): Promise<string> {
  const hash = createHash('sha256');
  const filesOf = async (dir: string) => (await readdir(dir)).sort().map((file) => path.join(dir, file));
  const own = await filesOf(import.meta.dirname);
  const covers = [...(await filesOf(path.join(root, 'content/covers'))), ...(await filesOf(path.join(root, 'components/visuals/cover')))];
  const theme = [path.join(root, 'components/theme/tokens.ts'), path.join(root, 'content/savings.ts'), path.join(root, 'content/site.ts')];
  for (const file of [...own, ...covers, ...theme]) hash.update(await readFile(file));
  for (const name of ['satori', '@resvg/resvg-js', '@fontsource/manrope']) {
    hash.update(`${name}@${(require(`${name}/package.json`) as { version: string }).version}`);
  }
  return hash.digest('hex');
}

/** What the card shows: its route and output path do not change its pixels. */
const shownOn = ({ route: _route, path: _path, ...shown }: CardInput): CardText => shown;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

let version: Promise<string> | undefined;

/**
 * The PNG drawn for `shown` as a file in node_modules/.cache, drawn only when none with the same data (and
 * picture bytes) and drawing code is there yet. Says whether it was drawn.
 */
async function cachedPng(
  shown: object,
  picture: string | undefined,
  draw: (drawing: typeof import('./draw-card.tsx')) => Promise<Buffer>,
): Promise<{ file: string; drawn: boolean }> {
  version ??= drawingVersion();
  const key = createHash('sha256')
    .update(await version)
    .update(JSON.stringify(shown))
    .update(picture ? await readFile(picture) : '')
    .digest('hex')
    .slice(0, 32);
  const file = path.join(cacheDir, `${key}.png`);
  if (await exists(file)) return { file, drawn: false };
  // Loaded only now: the card layout's JSX must get React's runtime for the mode the build has set
  // (production), the one the prerendered pages already use; imported at the top, it would be the development one.
  const drawing = await import('./draw-card.tsx');
  await mkdir(cacheDir, { recursive: true });
  // Written under a temporary name of its own, then renamed: a build stopped midway leaves no half card to be
  // reused, and two pages drawing the same card at once each rename a whole one.
  const partial = `${file}.${randomUUID()}.partial`;
  await writeFile(partial, await draw(drawing));
  await rename(partial, file);
  return { file, drawn: true };
}

/** The social card for this text (and cover) as a PNG file in node_modules/.cache. */
const cachedCard = (shown: CardText) =>
  cachedPng(shown, shown.cover && 'file' in shown.cover ? shown.cover.file : undefined, (drawing) => drawing.drawCard(shown));

/** A drawn cover as a picture (a PNG file in node_modules/.cache), for the feeds and the structured data. */
export const cachedCoverPicture = (art: CoverArt) => cachedPng({ cover: art }, undefined, (drawing) => drawing.drawCoverPicture(art));

/**
 * Draws each page's social card into dist/ at the path its og:image names. A card whose text and
 * drawing code are unchanged is copied from node_modules/.cache instead of drawn again. Prints the
 * time per card and in total.
 */
export async function writeSocialCards(dist: string, pages: RenderedPage[], posts: PostSummary[], siteUrl: string): Promise<void> {
  const started = performance.now();
  let drawn = 0;
  const lines: string[] = [];
  for (const card of cardInputs(pages, posts, siteUrl)) {
    const t0 = performance.now();
    const cached = await cachedCard(shownOn(card));
    if (cached.drawn) drawn += 1;
    const out = path.join(dist, card.path);
    await mkdir(path.dirname(out), { recursive: true });
    await copyFile(cached.file, out);
    lines.push(`  ${card.route.padEnd(52)} ${cached.drawn ? 'drawn ' : 'cached'} ${(performance.now() - t0).toFixed(0).padStart(5)} ms`);
  }
  const total = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    `\nSocial cards (1200×630 PNG), ${lines.length} pages: ${drawn} drawn, ${lines.length - drawn} from cache, ${total} s\n${lines.join('\n')}`,
  );
}
