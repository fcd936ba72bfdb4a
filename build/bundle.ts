/**
 * One of the build's two Vite bundles, run by scripts/build.ts in a process of its own: the bundler's module
 * graph (every page's and post's compiled MDX) is freed when the process ends, not carried through the
 * prerender, and the browser and server bundles are made side by side on two cores.
 *
 *   tsx build/bundle.ts --target client|ssr --mode <mode> --out <dir>
 */
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { root } from './pages.ts';

const { target, mode, out } = parseArgs({
  options: { target: { type: 'string' }, mode: { type: 'string' }, out: { type: 'string' } },
}).values;
if (!out || !mode || (target !== 'client' && target !== 'ssr'))
  throw new Error('Usage: bundle.ts --target client|ssr --mode <mode> --out <dir>');

await build({
  root,
  mode,
  logLevel: 'warn',
  build:
    target === 'client'
      ? { manifest: true, outDir: out, emptyOutDir: true }
      : { ssr: 'src/entry-server.tsx', outDir: out, emptyOutDir: true, ssrEmitAssets: true },
});
