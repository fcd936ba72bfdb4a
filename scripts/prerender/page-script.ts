import { createHash } from 'node:crypto';
import { build } from 'esbuild';
import { root } from '../pages.ts';
import type { IslandModules } from './islands.ts';

const bundle = async (entry: string, format: 'iife' | 'esm', define: Record<string, unknown>) => {
  const result = await build({
    entryPoints: [`${root}/src/page-script/${entry}`],
    bundle: true,
    minify: true,
    format,
    target: 'es2020',
    write: false,
    logLevel: 'silent',
    define: Object.fromEntries(Object.entries(define).map(([name, value]) => [name, JSON.stringify(value)])),
  });
  return result.outputFiles[0]!.text.trim();
};

/**
 * The page script (src/page-script/index.ts) as one minified classic script, inlined before #root
 * on every page so it listens from first paint; the CSP allows it by its hash. It fetches the
 * island loader from `islandLoaderUrl` when it first needs it.
 */
export const pageScript = (islandLoaderUrl: string): Promise<string> => bundle('index.ts', 'iife', { __ISLAND_LOADER__: islandLoaderUrl });

/**
 * The island loader (src/page-script/island-loader.ts) as a module, with the modules of every
 * island, and its file name under dist/, named by its content.
 */
export async function islandLoaderModule(modules: IslandModules): Promise<{ file: string; code: string }> {
  const code = await bundle('island-loader.ts', 'esm', { __ISLAND_MODULES__: modules });
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  return { file: `assets/island-loader-${hash}.js`, code };
}
