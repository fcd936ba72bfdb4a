import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { root } from '../build/pages.ts';
import { EDITOR_PATH, editorPagesModule } from './vite-plugin.ts';
import { editorFunctionUrl, editorHeaders, editorRedirects, editorVercelRules, EDITOR_META_CSP } from './host-rules.ts';
import { EDITOR_CLIENT, editorPage } from './page.ts';
import { editorStorage } from './storage.ts';

export interface EditorHostRules {
  headers: string;
  redirects: string;
  vercel: ReturnType<typeof editorVercelRules>;
}

interface EditorBuild {
  /** The repository writers edit, `owner/name` (KEYSTATIC_GITHUB_REPO). */
  repo: string;
  /** The Supabase project whose keystatic function signs writers in with GitHub (VITE_SUPABASE_URL). */
  supabaseUrl: string | undefined;
}

/**
 * The editor for the deployed site, written into `dist`: its client bundle (GitHub storage for `repo`) in assets/,
 * its page at keystatic/index.html with its own CSP and noindex. Returns its host rules, for the build to write with the
 * site's: the `_headers` rule of its pages (after the site's), and the rules that send /api/keystatic/* to the keystatic
 * function and every /keystatic/* address to that page (`_redirects`, `vercel.json`). It is no route of the site: the
 * sitemap, the feeds and the search index never see it.
 */
export async function writeEditor(dist: string, { repo, supabaseUrl }: EditorBuild): Promise<EditorHostRules> {
  editorStorage(repo);
  if (!supabaseUrl)
    throw new Error(
      'KEYSTATIC_GITHUB_REPO is set but VITE_SUPABASE_URL is not: the editor signs writers in through its keystatic function.',
    );
  const functionUrl = editorFunctionUrl(supabaseUrl);
  const { output } = (await build({
    root,
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    plugins: [editorPagesModule()],
    mode: 'production',
    // React's production build whatever the caller's NODE_ENV (a test runner's is `test`).
    define: { 'process.env.KEYSTATIC_GITHUB_REPO': JSON.stringify(repo), 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: dist,
      emptyOutDir: false,
      // One chunk of about 3 MB (900 KB gzip), loaded by writers only.
      chunkSizeWarningLimit: 4000,
      rolldownOptions: {
        input: { editor: path.join(root, EDITOR_CLIENT) },
        // Keystatic's UI marks its modules 'use client' for React Server Components, which a browser bundle ignores.
        onLog: (level, log, handler) => log.code !== 'MODULE_LEVEL_DIRECTIVE' && handler(level, log),
      },
    },
  })) as Rolldown.RolldownOutput;
  const entry = output.find((chunk) => chunk.type === 'chunk' && chunk.isEntry)!;
  await mkdir(path.join(dist, EDITOR_PATH), { recursive: true });
  await writeFile(path.join(dist, EDITOR_PATH, 'index.html'), editorPage({ script: `/${entry.fileName}`, csp: EDITOR_META_CSP }));
  return { headers: editorHeaders(), redirects: editorRedirects(functionUrl), vercel: editorVercelRules(functionUrl) };
}
