import path from 'node:path';
import type { Plugin } from 'vite';
import { encodeCached } from '../images/encode.ts';
import { plannedFile, plannedFiles } from '../images/planned-files.ts';
import { ASSETS_BASE, mimeOf } from '../images/responsive-image.ts';
import { formatReport, writeImages } from '../images/write-images.ts';
import { stageLine } from '../build-stages.ts';
import { readRequestPath } from '../../supabase/functions/_shared/request-path.ts';

/** A picture's own file type, as the editor saves them and the dev server serves them. */
const PICTURE = /\.(?:png|jpe?g|webp|avif|gif|svg|ico)$/i;

/**
 * Sent with every picture the dev server serves, its encodes and the files under pages/ alike: a writer's SVG opened
 * on its own is a page of the dev server's origin, from which a script could call the editor's API; under this policy
 * it runs no script and loads nothing, and no picture is read as another type.
 */
const PICTURE_HEADERS = { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'", 'X-Content-Type-Options': 'nosniff' };

/**
 * Serves and writes the pictures planned by responsiveImage() (build/images/) while pages compile:
 * `npm run dev` makes each file when the browser first asks for it, and sends every picture it serves with
 * PICTURE_HEADERS; a build writes every file the pages refer to into its `<outDir>/assets/` at its end (the client
 * build and the SSR build each write those they used; the site's build copies the SSR build's into the site) and
 * prints how long encoding took.
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
      // Before Vite's own middlewares, which serve the checkout's files (a post's pictures among them).
      server.middlewares.use((req, res, next) => {
        const read = readRequestPath(req.url ?? '');
        if (read && PICTURE.test(read.path)) for (const [name, value] of Object.entries(PICTURE_HEADERS)) res.setHeader(name, value);
        next();
      });
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
