import path from 'node:path';
import type { Plugin } from 'vite';
import { blogPageSize } from '../../content/blog.ts';
import { blogDir, loadPosts } from '../blog/posts.ts';

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
      return `export const posts = ${JSON.stringify(loadPosts({ includeDrafts }))};\nexport const pageSize = ${pageSize};\n`;
    },
    handleHotUpdate({ file, server }) {
      if (path.dirname(path.resolve(file)) !== blogDir) return;
      const module = server.moduleGraph.getModuleById(RESOLVED);
      if (module) server.moduleGraph.invalidateModule(module);
    },
  };
}
