import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannedFiles } from '../../build/images/planned-files.ts';
import { responsiveImage, widthsFor } from '../../build/images/responsive-image.ts';
import { writeImages } from '../../build/images/write-images.ts';

let dir: string;
const file = (name: string) => path.join(dir, name);
const sizes = '100vw';

/** A photo-like source: a gradient with noise, so the encoders have real work. */
async function photo(name: string, width: number, height: number, options: { alpha?: boolean; orientation?: number } = {}) {
  const channels = options.alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + (i % 97) * 13) & 0xff;
  let image = sharp(pixels, { raw: { width, height, channels } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  await (options.alpha ? image.png() : image.jpeg()).toFile(file(name));
  return file(name);
}

const widthsIn = (srcset: string) => srcset.split(', ').map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'paylean-images-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('widthsFor', () => {
  it('never upscales, and ends at the source width when it is smaller than the largest asked', () => {
    expect(widthsFor(1600, [400, 800, 1200, 2000])).toEqual([400, 800, 1200, 1600]);
    expect(widthsFor(300, [400, 800])).toEqual([300]);
    expect(widthsFor(800, [400, 800])).toEqual([400, 800]);
  });
});

describe('responsiveImage', () => {
  it('gives AVIF and WebP sources and a JPEG fallback at each width, with the intrinsic size', async () => {
    const image = await responsiveImage(await photo('Team Photo.jpg', 1600, 900), { widths: [400, 800, 1200, 2000], sizes });
    expect(image.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of image.sources) expect(widthsIn(source.srcset)).toEqual([400, 800, 1200, 1600]);
    expect(image.fallback.type).toBe('image/jpeg');
    expect(image.fallback.src).toMatch(/^\/assets\/team-photo-[0-9a-f]{10}-1600\.jpg$/);
    expect(widthsIn(image.fallback.srcset!)).toEqual([400, 800, 1200, 1600]);
    expect({ width: image.width, height: image.height, sizes: image.sizes }).toEqual({ width: 1600, height: 900, sizes });
  });

  it('keeps transparency: a PNG fallback for a picture with an alpha channel', async () => {
    const image = await responsiveImage(await photo('logo.png', 500, 250, { alpha: true }), { widths: [400, 800], sizes });
    expect(image.fallback).toMatchObject({ type: 'image/png', src: expect.stringMatching(/-500\.png$/) });
    expect([image.width, image.height]).toEqual([500, 250]);
  });

  it('reports the size as displayed: a photo taken sideways (EXIF orientation 6) is taller than wide', async () => {
    const image = await responsiveImage(await photo('sideways.jpg', 300, 200, { orientation: 6 }), { widths: [800], sizes });
    expect([image.width, image.height]).toEqual([200, 300]);
  });

  it('serves an SVG as is, with the size of its viewBox', async () => {
    await writeFile(
      file('chart.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360"/></svg>',
    );
    const image = await responsiveImage(file('chart.svg'), { widths: [400, 800], sizes });
    expect(image.sources).toEqual([]);
    expect(image.fallback).toEqual({ src: expect.stringMatching(/^\/assets\/chart-[0-9a-f]{10}\.svg$/), type: 'image/svg+xml' });
    expect([image.width, image.height]).toEqual([640, 360]);
  });

  it('refuses an SVG that carries a script: it is served from the site itself', async () => {
    await writeFile(file('bad.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script></svg>');
    await expect(responsiveImage(file('bad.svg'), { widths: [400], sizes })).rejects.toThrow(/bad\.svg: an SVG must not carry scripts/);
  });

  it('names files by content: the same bytes give the same URL, changed bytes a new one', async () => {
    const first = await responsiveImage(await photo('a.jpg', 420, 300), { widths: [400], sizes });
    const again = await responsiveImage(file('a.jpg'), { widths: [400], sizes });
    await photo('a.jpg', 420, 301);
    const changed = await responsiveImage(file('a.jpg'), { widths: [400], sizes });
    expect(again.fallback.src).toBe(first.fallback.src);
    expect(changed.fallback.src).not.toBe(first.fallback.src);
  });
});

describe('writeImages', () => {
  // Real AVIF encoding: seconds on a busy machine.
  it('writes each planned file at its width and format, and reuses the cache for an unchanged picture', { timeout: 60_000 }, async () => {
    const cache = file('cache');
    const image = await responsiveImage(await photo('cover.jpg', 1000, 500), { widths: [400, 800], sizes });
    const files = plannedFiles().filter((f) => f.name.startsWith('cover-'));
    const first = await writeImages(file('out1'), files, cache);
    const written = await readdir(file('out1/assets'));
    expect(written.sort()).toEqual(files.map((f) => f.name).sort());
    expect(first).toMatchObject({ files: 6, encoded: 6 });

    const avif400 = /\/assets\/(\S+) 400w/.exec(image.sources[0]!.srcset)![1]!;
    const meta = await sharp(file(`out1/assets/${avif400}`)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['heif', 400, 200]);
    expect(meta.compression).toBe('av1');
    expect((await sharp(file(`out1/assets/${path.basename(image.fallback.src)}`)).metadata()).format).toBe('jpeg');

    const second = await writeImages(file('out2'), files, cache);
    expect(second).toMatchObject({ files: 6, encoded: 0, bytes: first.bytes });
  });
});
