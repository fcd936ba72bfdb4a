import { build } from 'esbuild';
import { root } from '../pages.ts';

/**
 * The page script (src/page-script/index.ts) as one minified classic script, inlined before #root
 * on every page so it listens from first paint; the CSP allows it by its hash.
 */
export async function pageScript(): Promise<string> {
  const result = await build({
    entryPoints: [`${root}/src/page-script/index.ts`],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text.trim();
}
