import { describe, expect, it } from 'vitest';
import { addIslandModules, islandEntries } from '../../scripts/prerender/islands.ts';
import { entryFiles, pageScripts, type Manifest } from '../../scripts/prerender/route-sizes.ts';

describe('islandEntries', () => {
  it('finds every island module under features/, by name', () => {
    expect(islandEntries()).toMatchObject({
      calculator: 'features/calculator/calculator.island.tsx',
      'contact-form': 'features/contact/contact-form.island.tsx',
      'load-more': 'features/blog/load-more.island.ts',
      'search-dialog': 'features/search/search-dialog.island.tsx',
    });
  });
});

describe('addIslandModules', () => {
  const modules = (name: string) => (name === 'calculator' ? ['/assets/react.js', '/assets/calculator.island.js'] : undefined);

  it("lists each island's modules on it, the entry last", () => {
    expect(addIslandModules('<div data-island="calculator" data-props="{}">x</div>', modules, 'pages/index.mdx')).toBe(
      '<div data-island="calculator" data-island-modules="/assets/react.js /assets/calculator.island.js" data-props="{}">x</div>',
    );
  });

  it('fails naming the page for an island without a module, or one rendered twice', () => {
    expect(() => addIslandModules('<div data-island="typo"></div>', modules, 'pages/x.mdx')).toThrow(
      'pages/x.mdx: island "typo" has no module features/<feature>/typo.island.tsx',
    );
    expect(() =>
      addIslandModules('<div data-island="calculator"></div><div data-island="calculator"></div>', modules, 'pages/x.mdx'),
    ).toThrow('island "calculator" appears twice');
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
      '<div data-island="search-dialog" data-island-modules="/a.js /b.js" data-load="open"></div>' +
      '<div data-island="calculator" data-island-modules="/a.js /c.js"></div><script type="module" src="/x.js"></script>';
    expect(pageScripts(html)).toEqual({
      inline: ['go()'],
      external: ['/x.js'],
      islands: [
        { name: 'search-dialog', load: 'open', modules: ['/a.js', '/b.js'] },
        { name: 'calculator', load: 'near', modules: ['/a.js', '/c.js'] },
      ],
    });
  });
});
