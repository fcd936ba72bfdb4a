import { describe, expect, it } from 'vitest';
import { startFiles, type Manifest } from '../../scripts/prerender/route-sizes.ts';

// The shape of Vite's manifest: the entry imports the framework and loads the app with import();
// pages and the app share the framework and a small chunk.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_framework.js'], dynamicImports: ['_start-app.js'] },
  '_framework.js': { file: 'assets/framework.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_start-app.js': { file: 'assets/start-app.js', imports: ['_framework.js', '_Badge.js'] },
  '_Badge.js': { file: 'assets/Badge.js', imports: ['_framework.js'] },
  'pages/blog.mdx': { file: 'assets/blog.js', imports: ['_framework.js', '_start-app.js', '_Badge.js'] },
};

describe('startFiles', () => {
  it('lists each chunk once, after the chunks it imports, and the entry last', () => {
    expect(startFiles(manifest, ['pages/blog.mdx'])).toEqual([
      'assets/runtime.js',
      'assets/framework.js',
      'assets/Badge.js',
      'assets/start-app.js',
      'assets/blog.js',
      'assets/index.js',
    ]);
  });

  it('names a source missing from the manifest', () => {
    expect(() => startFiles(manifest, ['pages/gone.mdx'])).toThrow('pages/gone.mdx is not in the build manifest');
  });
});
