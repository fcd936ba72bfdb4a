import { createHash } from 'node:crypto';
import { access, copyFile, mkdir, readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PostSummary } from '../../content/blog.ts';
import { root } from '../pages.ts';
import { buildCacheDir, writeCacheFile } from '../build-cache.ts';
import type { RenderedPage } from '../prerender/links.ts';
import { cardInputs, type CardInput, type CardText } from './card-input.ts';
import { drawPool } from './draw-pool.ts';

const cacheDir = buildCacheDir('paylean-cards');
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
 * The PNG drawn for `shown` as a file in the build's cache, drawn only when none with the same data (and
 * picture bytes) and drawing code is there yet. Says whether it was drawn.
 */
async function cachedCard(shown: CardText, pool: ReturnType<typeof drawPool>): Promise<{ file: string; drawn: boolean }> {
  version ??= drawingVersion();
  const picture = shown.cover && 'file' in shown.cover ? shown.cover.file : undefined;
  const key = createHash('sha256')
    .update(await version)
    .update(JSON.stringify(shown))
    .update(picture ? await readFile(picture) : '')
    .digest('hex')
    .slice(0, 32);
  const file = path.join(cacheDir, `${key}.png`);
  if (await exists(file)) return { file, drawn: false };
  await writeCacheFile(file, await pool.draw(shown));
  return { file, drawn: true };
}

/**
 * Draws each page's social card into dist/ at the path its og:image names, on a worker thread per core. A card
 * whose text and drawing code are unchanged is copied from the build's cache instead of drawn again. Prints
 * which cards were drawn and the time in all.
 */
export async function writeSocialCards(dist: string, pages: RenderedPage[], posts: PostSummary[], siteUrl: string): Promise<void> {
  const started = performance.now();
  const pool = drawPool();
  try {
    const lines = await Promise.all(
      cardInputs(pages, posts, siteUrl).map(async (card) => {
        const cached = await cachedCard(shownOn(card), pool);
        const out = path.join(dist, card.path);
        await mkdir(path.dirname(out), { recursive: true });
        await copyFile(cached.file, out);
        return { drawn: cached.drawn, line: `  ${card.route.padEnd(52)} ${cached.drawn ? 'drawn' : 'cached'}` };
      }),
    );
    const drawn = lines.filter((l) => l.drawn).length;
    const total = ((performance.now() - started) / 1000).toFixed(2);
    console.log(
      `\nSocial cards (1200×630 PNG), ${lines.length} pages: ${drawn} drawn, ${lines.length - drawn} from cache, ${total} s\n${lines.map((l) => l.line).join('\n')}`,
    );
  } finally {
    await pool.close();
  }
}
