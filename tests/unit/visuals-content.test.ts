import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { consoleCopy } from '../../content/console.ts';
import { consoleCopySchema, pageVisualSchema } from '../../content/schemas/lists.ts';
import { pageVisuals } from '../../content/visuals.ts';
import { issues } from './content-helpers.ts';

const pagesDir = path.resolve(import.meta.dirname, '../../pages');
const contentDir = path.resolve(import.meta.dirname, '../../content');
/** The site's own facts: its pages, every content file (webinars, positions...) but the two modules that only arrange them into pictures. */
const siteFacts = readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(ts|yaml|json)$/.test(file) && !['visuals.ts', 'console.ts', 'console.json'].includes(file))
  .map((file) => readFileSync(path.join(contentDir, file), 'utf8'))
  .join('\n');
const mdx = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => ({ file, source: readFileSync(path.join(pagesDir, file), 'utf8') }));
/** The blocks that lay out a page of their own, such as the blog's listings, and may give its hero a visual. */
const featuresDir = path.resolve(import.meta.dirname, '../../features');
const blocks = readdirSync(featuresDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\/blocks\/[^/]+\.tsx$/.test(file))
  .map((file) => ({ file, source: readFileSync(path.join(featuresDir, file), 'utf8') }));

/** Every number a visual prints, with its unit: '99.8%', '$2.3M', '24/7', '<15 min', '2:00'. */
const figuresIn = (text: string) => text.match(/[$<]?\d+(?:[.,/:]\d+)*(%|M| min)?/g) ?? [];

describe('the page visuals', () => {
  it.each(Object.entries(pageVisuals))('%s matches its schema', (_name, visual) => {
    expect(issues(pageVisualSchema, visual)).toEqual([]);
  });

  it('are each used by exactly one page (or a page block), and every name used exists', () => {
    const used = [...mdx, ...blocks].flatMap(({ file, source }) =>
      [...source.matchAll(/<PageVisual name="([^"]+)"/g)].map((m) => ({ file, name: m[1]! })),
    );
    expect(used.filter((u) => !(u.name in pageVisuals))).toEqual([]);
    expect(used.map((u) => u.name).sort()).toEqual(Object.keys(pageVisuals).sort());
  });

  it("print only figures found in the site's own content and pages", () => {
    const facts = new Set(figuresIn(`${siteFacts}\n${mdx.map((page) => page.source).join('\n')}`));
    const printed = Object.values(pageVisuals).flatMap((visual) =>
      visual.tiles.flatMap((tile) => {
        switch (tile.kind) {
          case 'ring':
            return [`${tile.value}%`, ...figuresIn(tile.caption ?? '')];
          case 'bars':
            return tile.bars.map((bar) => bar.display);
          default:
            return figuresIn(JSON.stringify(tile));
        }
      }),
    );
    expect(printed.length).toBeGreaterThan(10);
    expect(printed.filter((figure) => !facts.has(figure) && !facts.has(figure.replace(/%$/, '')))).toEqual([]);
  });
});

describe('the home console', () => {
  it('matches its schema, says it is a sample, and flags at least one anomaly', () => {
    expect(issues(consoleCopySchema, consoleCopy)).toEqual([]);
    expect(consoleCopy.sampleLabel).toMatch(/sample/i);
    expect(consoleCopy.checks.some((c) => c.status === 'flagged')).toBe(true);
    expect(consoleCopy.compliance).toEqual(expect.arrayContaining(['SOC 2 Type II', 'ISO 27001']));
  });
});
