/** `npm start` / `npm run preview`: serves dist/ with the form functions on their embedded Postgres. */
import path from 'node:path';
import { dataPaths, dataRootFromEnv } from '../server/data-dir.ts';
import { handlerOptionsFromEnv } from '../supabase/functions/_shared/config.ts';
import { mailSettingsFromEnv } from '../supabase/functions/_shared/mail-config.ts';
import { startLocalServer } from '../server/app.ts';
import { root } from './pages.ts';

const env = (name: string) => process.env[name];
const port = Number(process.env.PORT ?? 4173);
const paths = dataPaths(dataRootFromEnv(process.env.DATA_DIR));
const mail = mailSettingsFromEnv(env);
const server = await startLocalServer({
  distDir: path.join(root, 'dist'),
  port,
  dataDir: paths.database,
  outboxDir: paths.outbox,
  handler: handlerOptionsFromEnv(env),
  mail,
});
console.log(`PayLean is running at ${server.url}`);
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
