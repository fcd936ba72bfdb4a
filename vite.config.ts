/// <reference types="vitest/config" />
import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSlug from 'rehype-slug';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { localFunction } from './build/vite/local-function.ts';
import { remarkBlockImports } from './build/vite/remark-block-imports.ts';
import { remarkPageSeo } from './build/vite/remark-page-seo.ts';
import { remarkClaims } from './build/vite/remark-claims.ts';
import { rehypeJoinTexts } from './build/vite/rehype-join-texts.ts';
import { contentCheck } from './build/vite/content-check.ts';
import { words } from './build/vite/words.ts';
import { blogPosts } from './build/vite/blog-posts.ts';
import { positions } from './build/vite/positions.ts';
import { webinars } from './build/vite/webinars.ts';
import { devPages } from './build/vite/dev-pages.ts';
import { devIslandModules, islandSources } from './build/prerender/islands.ts';
import { remarkBlogPost } from './build/vite/remark-blog-post.ts';
import { routedPages } from './build/vite/routed-pages.ts';
import { responsiveImages } from './build/vite/responsive-images.ts';
import { remarkResponsiveImages } from './build/vite/remark-responsive-images.ts';
import { keystaticEditor } from './editor/vite-plugin.ts';
import { EDITOR_CLIENT } from './editor/page.ts';
import { SITE_KEY_VARIABLE } from './components/turnstile/turnstile.ts';

/** The libraries every React island needs: one chunk, fetched once for all the islands of a page and cached across pages. */
const REACT = /node_modules[\\/](react|react-dom|scheduler|@emotion|stylis|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/;

/** Every module the browser loads from the dev server first: the islands and the blog editor's client. */
const DEV_ENTRIES = [...islandSources(), EDITOR_CLIENT];

const shared = fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url));

const keystaticBuild = (file: string) => fileURLToPath(new URL(`./node_modules/@keystatic/core/dist/${file}`, import.meta.url));
const KEYSTATIC_BROWSER_BUILD = [
  { find: /^@keystatic\/core$/, replacement: keystaticBuild('keystatic-core.js') },
  { find: /^@keystatic\/core\/ui$/, replacement: keystaticBuild('keystatic-core-ui.js') },
  { find: /^@keystatic\/core\/content-components$/, replacement: keystaticBuild('keystatic-core-content-components.js') },
];

export default defineConfig(({ command, mode }) => ({
  // Pages are prerendered HTML (scripts/build.ts); the browser build is the islands alone. The
  // island loader knows the modules each needs (build/prerender/islands.ts), so Vite's per-import
  // preload lists would only add bytes.
  appType: 'custom',
  build: {
    modulePreload: false,
    rolldownOptions: {
      input: islandSources(),
      // Each island module's default export is what the page script calls.
      preserveEntrySignatures: 'exports-only',
      output: { codeSplitting: { groups: [{ name: 'react', test: REACT }] } },
    },
  },
  resolve: { alias: { '@shared': shared } },
  // The build's settings the browser may read: the VITE_ variables, and Turnstile's site key by its own name.
  envPrefix: ['VITE_', SITE_KEY_VARIABLE],
  // The dev server's island loader is the source itself: it loads each island's source.
  define: command === 'serve' ? { __ISLAND_MODULES__: JSON.stringify(devIslandModules()) } : {},
  // The dev server's browser entries are the islands and the editor, not an index.html: named here, their
  // dependencies are found and bundled when the server starts. Found later, on a first visit, they would make
  // Vite re-bundle and reload every open page, the editor's included, mid-load.
  optimizeDeps: { entries: [...DEV_ENTRIES] },
  server: { warmup: { clientFiles: [...DEV_ENTRIES] } },
  plugins: [
    contentCheck(),
    words(),
    localFunction(),
    devPages(),
    {
      enforce: 'pre',
      ...mdx({
        providerImportSource: '@mdx-js/react',
        jsxImportSource: '@emotion/react',
        remarkPlugins: [
          remarkFrontmatter,
          [remarkMdxFrontmatter, { name: 'frontmatter' }],
          remarkPageSeo,
          remarkClaims,
          remarkResponsiveImages,
          [remarkBlogPost, { includeUnpublished: command === 'serve', unchanging: command === 'build' }],
          remarkBlockImports,
        ],
        rehypePlugins: [rehypeSlug, [rehypeAutolinkHeadings, { behavior: 'wrap', test: ['h2', 'h3', 'h4'] }], rehypeJoinTexts],
      }),
    },
    react({ include: /\.(mdx|tsx|ts)$/, jsxImportSource: '@emotion/react' }),
    // The app's routes: vite-plugin-pages over the route table's pages (drafts and scheduled posts under `npm run dev` only).
    routedPages({ mode, includeUnpublished: command === 'serve' }),
    blogPosts(),
    positions(),
    webinars(),
    responsiveImages(),
    keystaticEditor(),
  ],
  test: {
    include: ['tests/{unit,components,function}/**/*.test.{ts,tsx}'],
    // Node's build of @keystatic/core leaves out the editor's MDX parser: tests that parse and serialize entries
    // as the editor does load its browser build, as tsconfig.json's paths make tsx scripts do.
    alias: KEYSTATIC_BROWSER_BUILD,
    setupFiles: ['tests/setup.ts'],
    // Every core: the default leaves one to the runner, which on a 2-core machine runs the files one at a time.
    maxWorkers: '100%',
  },
}));
