/** `npm start` / `npm run preview`: serves dist/ with the form functions on their embedded Postgres. */
import path from 'node:path';
import { startLocalServer } from '../server/app.ts';
import { dataPaths, dataRootFromEnv, privateDataFolder } from '../server/data-dir.ts';
import { localHandlerOptions } from '../server/local-options.ts';
import { mailSettingsFromEnv } from '../supabase/functions/_shared/delivery/mail-config.ts';
import { root } from '../build/pages.ts';

const port = Number(process.env.PORT ?? 4173);
const paths = dataPaths(dataRootFromEnv(process.env.DATA_DIR));
const mail = mailSettingsFromEnv((name) => process.env[name]);
privateDataFolder(paths);
const server = await startLocalServer({
  // DIST_DIR: another build's folder (the tests serve a small one).
  distDir: path.resolve(process.env.DIST_DIR ?? path.join(root, 'dist')),
  port,
  dataDir: paths.database,
  uploadsDir: paths.uploads,
  outboxDir: paths.outbox,
  handler: localHandlerOptions(paths.salt),
  mail,
});
console.log(`PayLean is running at ${server.url}`);
console.log(
  mail.siteUrl
    ? `Links in emails point at ${server.links.site} (SITE_URL)`
    : `Links in emails point at ${server.links.site}, the address it listens on (set SITE_URL to change it)`,
);
console.log(`Form submissions are stored in ${path.relative(root, paths.database)} (npm run submissions)`);
if (!mail.resend) console.log(`Emails are written to ${path.relative(root, paths.outbox)}/ as .eml files`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(
    signal,
    () =>
      void server
        .close()
        .then(() => server.store.close())
        .then(() => process.exit(0)),
  );
}
