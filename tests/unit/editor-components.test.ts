import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageComponents } from '../../editor/components.ts';
import { CLAIM } from '../../build/vite/remark-claims.ts';
import { mdxComponents } from '../../src/mdx-components.tsx';

const root = path.resolve(import.meta.dirname, '../..');

/** Blocks by file name (components/blocks/, features/<name>/blocks/), as the build imports them into pages. */
const blockFiles = [
  path.join(root, 'components/blocks'),
  ...readdirSync(path.join(root, 'features')).map((f) => path.join(root, 'features', f, 'blocks')),
]
  .flatMap((dir) => {
    try {
      return readdirSync(dir);
    } catch {
      return [];
    }
  })
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => file.slice(0, -'.tsx'.length));

/** Blocks only templates render, with data the build computes: no page a writer edits holds them. */
const TEMPLATE_BLOCKS = ['BlogPost', 'PositionPage', 'WebinarSent'];
/** What MDX itself uses: links, and the head every page gets from its frontmatter. */
const NOT_BLOCKS = ['a', 'Seo'];

describe("the editor's blocks and the site's renderers", () => {
  it('are the same list: a block the editor offers renders, and a page block is in the editor', () => {
    const rendered = [
      ...Object.keys(mdxComponents).filter((name) => !NOT_BLOCKS.includes(name)),
      ...blockFiles.filter((name) => !TEMPLATE_BLOCKS.includes(name)),
      CLAIM,
    ];
    expect(Object.keys(pageComponents).sort()).toEqual([...new Set(rendered)].sort());
  });
});
