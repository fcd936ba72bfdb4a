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
import { pageMeta } from './scripts/vite/page-meta.ts';

const shared = fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@shared': shared } },
  plugins: [
    pageMeta(),
    localFunction(),
    {
      enforce: 'pre',
      ...mdx({
        providerImportSource: '@mdx-js/react',
        jsxImportSource: '@emotion/react',
        remarkPlugins: [remarkFrontmatter, [remarkMdxFrontmatter, { name: 'frontmatter' }]],
        rehypePlugins: [rehypeSlug, [rehypeAutolinkHeadings, { behavior: 'wrap', test: ['h2', 'h3', 'h4'] }]],
      }),
    },
    react({ include: /\.(mdx|tsx|ts)$/, jsxImportSource: '@emotion/react' }),
    Pages({ dirs: 'pages', extensions: ['mdx'], exclude: ['**/_*'], importMode: 'async', onRoutesGenerated: notFoundForFolders }),
  ],
  test: {
    include: ['tests/{unit,components,function}/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
  },
});
