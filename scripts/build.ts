/**
 * npm run build: the production build, stage by stage (build/build.ts). --mode test reads .env.test (the e2e
 * suite's webhook receiver); the default is production. --out writes the site elsewhere than dist/ (the analytics
 * tests' own build). KEYSTATIC_GITHUB_REPO adds the editor for the deployed site, saving through GitHub
 * (docs/writing.md); unset, no editor.
 */
import { parseArgs } from 'node:util';
import {
  bundleApp,
  checkLinks,
  drawCards,
  finishPages,
  prerenderRoutes,
  report,
  siteOf,
  writeHostFiles,
  writeIndexFiles,
} from '../build/build.ts';
import { writeEditor } from '../editor/build-editor.ts';

// React's production runtime for the prerender, the cards' workers and the white paper, as Vite sets it for its
// bundles: the development one renders a page several times slower. Set before anything loads React.
process.env.NODE_ENV ||= 'production';

const site = siteOf(parseArgs({ options: { mode: { type: 'string' }, out: { type: 'string' } } }).values);
const renderer = await bundleApp(site);
const pages = await prerenderRoutes(site, renderer);
const redirects = await checkLinks(site, pages);
await writeIndexFiles(site, pages, renderer);
const cards = drawCards(site, pages);
const editorRepo = process.env.KEYSTATIC_GITHUB_REPO;
await writeHostFiles(
  site,
  pages,
  redirects,
  editorRepo ? () => writeEditor(site.dist, { repo: editorRepo, supabaseUrl: site.env.VITE_SUPABASE_URL }) : undefined,
);
await finishPages(site, pages);
await cards;
await report(site, pages);
