import type { Plugin } from 'vite';
import { loadPages } from '../pages.ts';

const id = 'virtual:page-meta';

/**
 * Reads every page's frontmatter at build start (failing the build on a bad page) and serves
 * it as `virtual:page-meta`: the route -> { title, description, ... } map the Seo component reads.
 */
export function pageMeta(): Plugin {
  return {
    name: 'paylean:page-meta',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    async load(resolved) {
      if (resolved !== `\0${id}`) return;
      const pages = await loadPages();
      for (const page of pages) this.addWatchFile(page.file);
      const meta = Object.fromEntries(pages.map((p) => [p.route, p.meta]));
      return `export default ${JSON.stringify(meta)};`;
    },
    handleHotUpdate({ file, server }) {
      if (!file.endsWith('.mdx')) return;
      const mod = server.moduleGraph.getModuleById(`\0${id}`);
      if (mod) server.moduleGraph.invalidateModule(mod);
    },
  };
}
