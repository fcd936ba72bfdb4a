import path from 'node:path';
import type { Plugin } from 'vite';
import { authorsDir } from '../../content/authors.ts';
import { blogPageSize, toCard } from '../../content/blog.ts';
import { withCovers } from '../blog/covers.ts';
import { blogDir, loadPosts } from '../blog/posts.ts';

const ID = 'virtual:blog-posts';
const RESOLVED = `\0${ID}`;

/**
 * `virtual:blog-posts`: every post's summary (newest first) and the page size, read from the
 * frontmatter at build time, for the listing pages only. Drafts and scheduled posts are in it under `npm run dev`, marked.
 * The build checks every post's frontmatter at its start and stops with one line per problem.
 */
export function blogPosts(): Plugin {
  let includeUnpublished = false;
  let pageSize = 6;
  return {
    name: 'paylean:blog-posts',
    configResolved(config) {
      includeUnpublished = config.command === 'serve';
      pageSize = blogPageSize(config.mode);
    },
    buildStart() {
      loadPosts({ includeUnpublished });
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const posts = await withCovers(loadPosts({ includeUnpublished }));
      return `export const posts = ${JSON.stringify(posts.map(toCard))};\nexport const pageSize = ${pageSize};\n`;
    },
    // A post or author added, changed or removed (by hand or in the editor at /keystatic), or a
    // cover replaced: the next page load lists the posts as they are on disk.
    configureServer(server) {
      const watched = [blogDir, authorsDir].map((dir) => `${dir}${path.sep}`);
      const invalidate = (file: string) => {
        if (!watched.some((dir) => path.resolve(file).startsWith(dir))) return;
        const module = server.moduleGraph.getModuleById(RESOLVED);
        if (module) server.moduleGraph.invalidateModule(module);
      };
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, invalidate);
    },
  };
}
