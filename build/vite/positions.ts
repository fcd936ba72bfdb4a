import path from 'node:path';
import type { Plugin } from 'vite';
import { loadPositions, positionsDir } from '../../content/positions.ts';
import { todayUtc } from '../blog/publication.ts';

const ID = 'virtual:positions';
const RESOLVED = `\0${ID}`;

/**
 * `virtual:positions`: every position of content/positions/, checked, each marked open or closed
 * as of the day of the build (or of the request, under `npm run dev`). A wrong file stops the
 * build at its start with one line per problem.
 */
export function positions(): Plugin {
  return {
    name: 'paylean:positions',
    buildStart() {
      loadPositions(todayUtc());
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? `export const positions = ${JSON.stringify(loadPositions(todayUtc()))};\n` : undefined),
    // A position added, changed or removed (by hand or in the editor): the next page load shows it.
    configureServer(server) {
      const dir = `${positionsDir}${path.sep}`;
      const invalidate = (file: string) => {
        if (!path.resolve(file).startsWith(dir)) return;
        const module = server.moduleGraph.getModuleById(RESOLVED);
        if (module) server.moduleGraph.invalidateModule(module);
      };
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, invalidate);
    },
  };
}
