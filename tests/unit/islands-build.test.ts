import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ISLANDS } from '../../components/runtime/islands.ts';
import { builtIslandModules, devIslandModules, islandSources } from '../../build/prerender/islands.ts';
import { entryFiles, fetchedAtStart, pageScripts, type Manifest } from '../../build/prerender/route-sizes.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('the islands', () => {
  it('are every island module under features/, each named once', () => {
    const files = readdirSync(path.join(root, 'features'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.island\.tsx?$/.test(file))
      .map((file) => `features/${file.replaceAll('\\', '/')}`);
    expect(islandSources().sort()).toEqual(files.sort());
    const names = Object.values(ISLANDS).map((island) => island.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("are built into the loader's list of modules, each island's entry last", () => {
    const manifest: Manifest = Object.fromEntries(
      Object.values(ISLANDS).map((island) => [island.module, { file: `assets/${island.name}.js`, imports: ['_react'] }]),
    );
    manifest._react = { file: 'assets/react.js' };
    expect(builtIslandModules(manifest).calculator).toEqual(['/assets/react.js', '/assets/calculator.js']);
    expect(devIslandModules()['search-dialog']).toEqual(['/features/search/search-dialog.island.tsx']);
  });
});

describe('entryFiles', () => {
  const manifest: Manifest = {
    'features/calculator/calculator.island.tsx': { file: 'assets/calculator.js', imports: ['_react.js', '_tokens.js'] },
    '_tokens.js': { file: 'assets/tokens.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
  };

  it('lists each chunk once, after the chunks it imports, and the entry last', () => {
    expect(entryFiles(manifest, 'features/calculator/calculator.island.tsx')).toEqual([
      'assets/react.js',
      'assets/tokens.js',
      'assets/calculator.js',
    ]);
  });

  it('names a source missing from the manifest', () => {
    expect(() => entryFiles(manifest, 'features/gone.island.tsx')).toThrow('features/gone.island.tsx is not in the build manifest');
  });
});

describe('pageScripts', () => {
  it("reads a page's inline JavaScript, scripts by URL and islands, leaving its JSON out", () => {
    const html =
      '<script type="application/ld+json">{}</script><script type="speculationrules">{}</script><script>go()</script>' +
      '<div data-island="search-dialog" data-load="open"></div>' +
      '<div data-island="calculator"></div><script type="module" src="/x.js"></script>';
    expect(pageScripts(html)).toEqual({
      inline: ['go()'],
      external: ['/x.js'],
      islands: [
        { name: 'search-dialog', load: 'open' },
        { name: 'calculator', load: 'near' },
      ],
    });
  });
});

describe('fetchedAtStart', () => {
  const inline = ['a("/assets/island-loader-Ab1.js");b("/assets/analytics-Cd2.js")'];

  it('counts the analytics module on every page, the island loader only on a page with an island that starts as the visitor nears it', () => {
    expect(fetchedAtStart(inline, true)).toEqual(['/assets/island-loader-Ab1.js', '/assets/analytics-Cd2.js']);
    expect(fetchedAtStart(inline, false)).toEqual(['/assets/analytics-Cd2.js']);
    expect(fetchedAtStart(['a("/assets/island-loader-Ab1.js")'], false)).toEqual([]);
  });
});
