import path from 'node:path';
import type { Plugin } from 'vite';
import { encodeCached } from '../images/encode.ts';
import { plannedFile, plannedFiles } from '../images/planned-files.ts';
import { ASSETS_BASE, mimeOf } from '../images/responsive-image.ts';
import { formatReport, writeImages } from '../images/write-images.ts';
import { stageLine } from '../build-stages.ts';

/**
 * Serves and writes the pictures planned by responsiveImage() (scripts/images/) while pages compile:
 * `npm run dev` makes each file when the browser first asks for it; a build writes every file
 * the pages refer to into its `<outDir>/assets/` at its end (the client build and the SSR build
 * each write those they used; the site's build copies the SSR build's into the site) and prints
 * how long encoding took.
 */
export function responsiveImages(): Plugin {
  let outDir = '';
  let building = false;
  return {
    name: 'paylean:responsive-images',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      building = config.command === 'build';
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.startsWith(ASSETS_BASE) ? decodeURIComponent(req.url.slice(ASSETS_BASE.length).split('?')[0]!) : '';
        const file = name ? plannedFile(name) : undefined;
        if (!file) return next();
        encodeCached(file).then(({ bytes }) => {
          res.writeHead(200, { 'Content-Type': mimeOf(file.format), 'Content-Length': bytes.byteLength, 'Cache-Control': 'no-cache' });
          res.end(bytes);
        }, next);
      });
    },
    async closeBundle() {
      if (!building) return;
      const files = plannedFiles();
      if (!files.length) return;
      const report = await writeImages(outDir, files);
      console.log(formatReport(report));
      console.log(stageLine('images (in the bundles)', report.ms));
    },
  };
}
