import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ResponsiveImage } from '../../content/responsive-image.ts';
import { ENCODER_VERSION } from './encode.ts';
import type { OutputFormat } from './planned-files.ts';
import { plan, type PlannedFile } from './planned-files.ts';

/** Where the files are served from: dist/assets/ in a build, the same path from the dev server. */
export const ASSETS_BASE = '/assets/';

export interface ResponsiveImageOptions {
  /** Widths to make, in pixels; never wider than the source (no upscaling). */
  widths: readonly number[];
  /** The `sizes` attribute: how wide the picture is drawn, e.g. '(min-width: 48rem) 46rem, 100vw'. */
  sizes: string;
}

const MIME: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
};
const EXTENSION: Record<OutputFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png', svg: 'svg' };

/** 'Team Photo.JPG' -> 'team-photo': readable file names in dist/assets/. */
const baseName = (file: string) =>
  path
    .basename(file, path.extname(file))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'image';

/** The widths to make: those asked for that fit in the source, and the source's own width when it is smaller than the largest asked. */
export function widthsFor(sourceWidth: number, requested: readonly number[]): number[] {
  const largest = Math.min(sourceWidth, Math.max(...requested));
  return [...new Set([...requested.filter((w) => w < largest), largest])].sort((a, b) => a - b);
}

/** What would run code if the SVG were opened on its own. */
const UNSAFE_SVG = /<script|<foreignObject|\son[a-z]+\s*=|javascript:/i;

interface SourceInfo {
  hash: string;
  width: number;
  height: number;
  format: 'svg' | 'raster';
  hasAlpha: boolean;
}

/** Each source is read once per change: a cover is asked for by its article, its cards and its neighbours. */
const inspected = new Map<string, { stamp: string; info: Promise<SourceInfo> }>();

async function inspect(file: string): Promise<SourceInfo> {
  const { mtimeMs, size } = await stat(file);
  const stamp = `${mtimeMs}:${size}`;
  const known = inspected.get(file);
  if (known?.stamp === stamp) return known.info;
  const info = read(file);
  inspected.set(file, { stamp, info });
  return info;
}

async function read(file: string): Promise<SourceInfo> {
  const bytes = await readFile(file);
  const meta = await sharp(bytes).metadata();
  if (meta.format === 'svg' && UNSAFE_SVG.test(bytes.toString('utf8')))
    throw new Error(`${file}: an SVG must not carry scripts, event handlers or embedded HTML (it is served from the site's own origin)`);
  // The hash names every file made from this source: a changed picture or encoder gets new URLs,
  // so dist/assets/ can be cached forever, and an unchanged one reuses its cached files.
  const hash = createHash('sha256').update(ENCODER_VERSION).update(bytes).digest('hex').slice(0, 10);
  const { width, height } = meta.autoOrient;
  return { hash, width, height, format: meta.format === 'svg' ? 'svg' : 'raster', hasAlpha: meta.hasAlpha };
}

/**
 * Plans the files of one picture and says how to draw it: AVIF and WebP sources, a JPEG fallback
 * (PNG when the picture has transparency), each at `widths`, with the intrinsic width and height.
 * An SVG is served as is: it is sharp at every size and smaller than any raster copy of it.
 * Nothing is encoded here: the files are made when the build writes them or the dev server is
 * asked for one (build/images/vite-plugin.ts), and cached by content hash.
 */
export async function responsiveImage(source: string, { widths, sizes }: ResponsiveImageOptions): Promise<ResponsiveImage> {
  const info = await inspect(source);
  const name = `${baseName(source)}-${info.hash}`;
  const url = (file: PlannedFile) => `${ASSETS_BASE}${file.name}`;
  if (info.format === 'svg') {
    const file = plan({ name: `${name}.svg`, source, width: info.width, format: 'svg' });
    return { sources: [], fallback: { src: url(file), type: MIME.svg }, width: info.width, height: info.height, sizes };
  }
  const made = widthsFor(info.width, widths);
  const srcsetOf = (format: OutputFormat) =>
    made.map((width) => `${url(plan({ name: `${name}-${width}.${EXTENSION[format]}`, source, width, format }))} ${width}w`).join(', ');
  const fallbackFormat: OutputFormat = info.hasAlpha ? 'png' : 'jpeg';
  const largest = made.at(-1)!;
  return {
    sources: (['avif', 'webp'] as const).map((format) => ({ type: MIME[format] as 'image/avif' | 'image/webp', srcset: srcsetOf(format) })),
    fallback: {
      src: `${ASSETS_BASE}${name}-${largest}.${EXTENSION[fallbackFormat]}`,
      srcset: srcsetOf(fallbackFormat),
      type: MIME[fallbackFormat],
    },
    width: largest,
    height: Math.round((largest * info.height) / info.width),
    sizes,
  };
}

export const mimeOf = (format: OutputFormat) => MIME[format];
