import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { PlannedFile } from './planned-files.ts';
import { buildCacheDir, writeCacheFile } from '../build-cache.ts';

/**
 * Part of every file's content hash: change it with the settings below, so that no cached or
 * deployed file made with the old settings is reused under the same name.
 */
export const ENCODER_VERSION = 'avif-q50-e4 webp-q76 jpeg-q78-mozjpeg png-9 v1';

export const DEFAULT_CACHE_DIR = buildCacheDir('paylean-images');

async function encode({ source, width, format }: PlannedFile): Promise<Buffer> {
  if (format === 'svg') return readFile(source);
  const image = sharp(source).autoOrient().resize({ width, withoutEnlargement: true });
  switch (format) {
    case 'avif':
      return image.avif({ quality: 50, effort: 4 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 76 }).toBuffer();
    case 'jpeg':
      return image.jpeg({ quality: 78, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 9 }).toBuffer();
  }
}

export interface Encoded {
  bytes: Buffer;
  /** False when the file came from the cache. */
  encoded: boolean;
}

/** Encodes under way, by cached path: requests of one file that come at once share one encode and one write. */
const inFlight = new Map<string, Promise<Encoded>>();

/**
 * One planned file's bytes: from the build's cache (build/build-cache.ts) when an identical source was
 * encoded before (the name carries the source's content hash and the width), else encoded now
 * with sharp and cached.
 */
export function encodeCached(file: PlannedFile, cacheDir = DEFAULT_CACHE_DIR): Promise<Encoded> {
  const cached = path.join(cacheDir, file.name);
  let answer = inFlight.get(cached);
  if (!answer) {
    answer = readOrEncode(file, cached).finally(() => inFlight.delete(cached));
    inFlight.set(cached, answer);
  }
  return answer;
}

async function readOrEncode(file: PlannedFile, cached: string): Promise<Encoded> {
  try {
    return { bytes: await readFile(cached), encoded: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const bytes = await encode(file);
  await writeCacheFile(cached, bytes);
  return { bytes, encoded: true };
}
