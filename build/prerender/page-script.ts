import { createHash } from 'node:crypto';
import path from 'node:path';
import { build } from 'rolldown';
import { root } from '../pages.ts';
import type { AnalyticsSettings } from './analytics-settings.ts';
import type { IslandModules } from './island-modules.ts';

/** One file of src/page-script/ with what it imports, minified by the islands' own bundler. */
const bundle = async (entry: string, format: 'iife' | 'esm', define: Record<string, unknown>) => {
  const result = await build({
    input: `${root}/src/page-script/${entry}`,
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    resolve: { alias: { '@shared': path.join(root, 'supabase/functions/_shared') } },
    transform: {
      target: 'es2020',
      define: Object.fromEntries(Object.entries(define).map(([name, value]) => [name, JSON.stringify(value)])),
    },
    output: { format, minify: true, comments: false },
  });
  return result.output[0].code.trim();
};

/** A module under dist/assets/, named by its content. */
const hashedModule = (name: string, code: string) => {
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  return { file: `assets/${name}-${hash}.js`, code };
};

export interface PageScriptModules {
  /** The island loader's URL. */
  islandLoader: string;
  /** The analytics module's URL; none in a build without analytics, whose page script then carries none of it. */
  analytics?: string;
}

/**
 * The page script (src/page-script/index.ts) as one minified classic script, inlined before #root
 * on every page so it listens from first paint; the CSP allows it by its hash. It fetches the
 * island loader and the analytics module from their URLs when it first needs them.
 */
export const pageScript = ({ islandLoader, analytics = '' }: PageScriptModules): Promise<string> =>
  bundle('index.ts', 'iife', { __ISLAND_LOADER__: islandLoader, __ANALYTICS__: analytics });

/**
 * The island loader (src/page-script/island-loader.ts) as a module, with the modules of every
 * island, and its file name under dist/.
 */
export const islandLoaderModule = async (modules: IslandModules) =>
  hashedModule('island-loader', await bundle('island-loader.ts', 'esm', { __ISLAND_MODULES__: modules }));

/** The analytics module (src/page-script/analytics.ts, with Plausible's tracker) as a module with its settings, and its file name under dist/. */
export const analyticsModule = async (settings: AnalyticsSettings) =>
  hashedModule('analytics', await bundle('analytics.ts', 'esm', { __PLAUSIBLE__: settings }));
