/// <reference types="vitest/config" />
import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSlug from 'rehype-slug';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import Pages from 'vite-plugin-pages';
import { notFoundForFolders } from './scripts/vite/not-found-for-folders.ts';
import { localFunction } from './scripts/vite/local-function.ts';
import { remarkBlockImports } from './scripts/vite/remark-block-imports.ts';
import { remarkPageSeo } from './scripts/vite/remark-page-seo.ts';
import { blogBodyServerOnly, blogPosts } from './scripts/vite/blog-posts.ts';
import { remarkBlogPost } from './scripts/vite/remark-blog-post.ts';
import { draftPageGlobs } from './scripts/blog/posts.ts';

/** The libraries every page loads at start. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|@emotion|stylis|hoist-non-react-statics|@babel[\\/]runtime|@mdx-js[\\/]react)[\\/]|vite[\\/]preload-helper/;

const shared = fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url));

export default defineConfig(({ command }) => ({
  // Each page's HTML lists every module it needs and the router prefetches the next page's
  // (src/lib/prefetch.ts), so Vite's per-import preload lists would only add bytes.
  build: {
    modulePreload: false,
    // The libraries every page starts with in one chunk, and the app shell with its small style
    // modules in another: fewer files compress better, and the boot script runs each in a task of
    // its own (scripts/prerender/html.ts).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK },
            { name: 'start-app', test: /src[\\/]start-app|components[\\/](theme[\\/]tokens|ui[\\/](button|card)-styles)/ },
          ],
        },
      },
    },
  },
  resolve: { alias: { '@shared': shared } },
  plugins: [
    localFunction(),
    blogBodyServerOnly(),
    {
      enforce: 'pre',
      ...mdx({
        providerImportSource: '@mdx-js/react',
        jsxImportSource: '@emotion/react',
        remarkPlugins: [
          remarkFrontmatter,
          [remarkMdxFrontmatter, { name: 'frontmatter' }],
          remarkPageSeo,
          [remarkBlogPost, { includeDrafts: command === 'serve' }],
          remarkBlockImports,
        ],
        rehypePlugins: [rehypeSlug, [rehypeAutolinkHeadings, { behavior: 'wrap', test: ['h2', 'h3', 'h4'] }]],
      }),
    },
    react({ include: /\.(mdx|tsx|ts)$/, jsxImportSource: '@emotion/react' }),
    // Drafts are pages in `npm run dev` only: the build leaves them out of its routes.
    Pages({
      dirs: 'pages',
      extensions: ['mdx'],
      exclude: ['**/_*', ...(command === 'build' ? draftPageGlobs() : [])],
      importMode: 'async',
      onRoutesGenerated: notFoundForFolders,
    }),
    blogPosts(),
  ],
  test: {
    include: ['tests/{unit,components,function}/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
  },
}));
