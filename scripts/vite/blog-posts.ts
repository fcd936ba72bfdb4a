import path from 'node:path';
import type { Plugin } from 'vite';
import { blogPageSize, toCard } from '../../content/blog.ts';
import { blogDir, isPostFile, loadPosts } from '../blog/posts.ts';

const ID = 'virtual:blog-posts';
const RESOLVED = `\0${ID}`;

/**
 * `virtual:blog-posts`: every post's summary (newest first) and the page size, read from the
 * frontmatter at build time, for the listing pages only. Drafts are in it under `npm run dev`.
 * The build checks every post's frontmatter at its start and stops with one line per problem.
 */
export function blogPosts(): Plugin {
  let includeDrafts = false;
  let pageSize = 6;
  return {
    name: 'paylean:blog-posts',
    configResolved(config) {
      includeDrafts = config.command === 'serve';
      pageSize = blogPageSize(config.mode);
    },
    buildStart() {
      loadPosts({ includeDrafts });
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      return `export const posts = ${JSON.stringify(loadPosts({ includeDrafts }).map(toCard))};\nexport const pageSize = ${pageSize};\n`;
    },
    handleHotUpdate({ file, server }) {
      if (path.dirname(path.resolve(file)) !== blogDir) return;
      const module = server.moduleGraph.getModuleById(RESOLVED);
      if (module) server.moduleGraph.invalidateModule(module);
    },
  };
}

const listingFile = path.resolve(import.meta.dirname, '../../features/blog/BlogListing.tsx');

/**
 * What the browser build leaves out, because it is prerendered HTML with nothing to hydrate:
 * a post's body (the browser compiles its frontmatter alone; features/blog/PrerenderedBody.tsx
 * keeps the server's HTML) and the listings' cards with every post's data (BlogListing becomes
 * a stub). The SSR build (prerender, feeds) and `npm run dev` compile everything. Runs before
 * the MDX compiler; reading time is computed from the file on disk, not from this.
 */
export function blogBodyServerOnly(): Plugin {
  return {
    name: 'paylean:blog-body-server-only',
    apply: 'build',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || this.environment?.config.consumer === 'server') return undefined;
      const file = path.resolve(id.split('?')[0]!);
      if (file === listingFile) return { code: 'export function BlogListing() { return null; }\n', map: null };
      if (!isPostFile(file)) return undefined;
      const frontmatter = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(code)?.[0] ?? '';
      return { code: frontmatter, map: null };
    },
  };
}
