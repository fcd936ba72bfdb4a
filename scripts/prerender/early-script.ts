import { build } from 'esbuild';
import { root } from '../pages.ts';

/**
 * The early-input script (src/lib/early-input.ts, installEarlyInput) as one minified classic
 * script, inlined before #root on every page so it listens from first paint; the CSP allows it by
 * its hash. Only installEarlyInput is bundled: the app's half is tree-shaken away.
 */
export async function earlyInputScript(): Promise<string> {
  const result = await build({
    stdin: {
      contents: "import { installEarlyInput } from './src/lib/early-input.ts'; window.__earlyInput = installEarlyInput(document);",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text.trim();
}
