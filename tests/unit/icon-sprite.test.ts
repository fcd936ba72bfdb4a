import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconKeys } from '../../content/icons.ts';
import { renderSprite, SPRITE_FILE } from '../../components/ui/icon-sprite.ts';

const file = path.resolve(import.meta.dirname, '../..', SPRITE_FILE);

describe('the icon sprite', () => {
  it(`is up to date (regenerate: UPDATE_ICON_SPRITE=1 npx vitest run tests/unit/icon-sprite.test.ts)`, async () => {
    const expected = renderSprite();
    if (process.env.UPDATE_ICON_SPRITE) await writeFile(file, expected);
    expect(await readFile(file, 'utf8')).toBe(expected);
  });

  it('has one symbol per icon key', () => {
    const ids = [...renderSprite().matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.sort()).toEqual([...iconKeys].sort());
  });
});
