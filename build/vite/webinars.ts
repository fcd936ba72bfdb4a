import path from 'node:path';
import type { Plugin } from 'vite';
import { listWebinars, loadWebinars, webinarDirs } from '../webinars/sessions.ts';
import { staleSessionsModule } from '../webinars/sessions-module.ts';

const ID = 'virtual:webinars';
const RESOLVED = `\0${ID}`;

/**
 * `virtual:webinars`: every session of content/webinars/ (and, in the test build, the example sessions of
 * tests/fixtures/webinars/), checked, each marked upcoming or past as of the build (or of the request, under
 * `npm run dev`), without its join link. A wrong file, or a function copy behind the files, stops the build
 * at its start.
 */
export function webinars(): Plugin {
  let mode = 'production';
  let dirs = webinarDirs(mode);
  return {
    name: 'paylean:webinars',
    configResolved(config) {
      mode = config.mode;
      dirs = webinarDirs(mode);
    },
    buildStart() {
      loadWebinars(dirs);
      const stale = staleSessionsModule();
      if (stale) this.error(stale);
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) =>
      id === RESOLVED ? `export const webinars = ${JSON.stringify(listWebinars(loadWebinars(dirs), Date.now()))};\n` : undefined,
    configureServer(server) {
      const watched = dirs.map((dir) => `${dir}${path.sep}`);
      const invalidate = (file: string) => {
        if (!watched.some((dir) => path.resolve(file).startsWith(dir))) return;
        const module = server.moduleGraph.getModuleById(RESOLVED);
        if (module) server.moduleGraph.invalidateModule(module);
      };
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, invalidate);
    },
  };
}
