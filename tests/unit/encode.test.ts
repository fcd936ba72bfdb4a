import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeCached } from '../../build/images/encode.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'paylean-encode-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('encodeCached', () => {
  it('answers every request of one file not cached yet, when they come at once, and leaves one file in the cache', async () => {
    const source = path.join(dir, 'cover.png');
    writeFileSync(
      source,
      await sharp({ create: { width: 64, height: 36, channels: 3, background: '#1d4ed8' } })
        .png()
        .toBuffer(),
    );
    const cache = path.join(dir, 'cache');
    const file = { name: 'cover-0123456789-32.avif', source, width: 32, format: 'avif' as const };

    const answers = await Promise.all([encodeCached(file, cache), encodeCached(file, cache), encodeCached(file, cache)]);

    expect(answers.map((a) => a.bytes.equals(answers[0]!.bytes))).toEqual([true, true, true]);
    expect((await sharp(answers[0]!.bytes).metadata()).format).toBe('heif');
    expect(readdirSync(cache)).toEqual([file.name]);
    expect((await encodeCached(file, cache)).encoded).toBe(false);
  });
});
