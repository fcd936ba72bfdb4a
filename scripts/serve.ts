/** `npm start` / `npm run preview`: serves dist/ with the contact function on its embedded Postgres. */
import path from 'node:path';
import { DEFAULT_DATA_DIR } from '../server/pglite-store.ts';
import { handlerOptionsFromEnv } from '../supabase/functions/_shared/config.ts';
import { startLocalServer } from '../server/app.ts';
import { root } from './pages.ts';

const port = Number(process.env.PORT ?? 4173);
const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : DEFAULT_DATA_DIR;
const server = await startLocalServer({
  distDir: path.join(root, 'dist'),
  port,
  dataDir,
  handler: handlerOptionsFromEnv((name) => process.env[name]),
});
console.log(`PayLean is running at ${server.url}`);
console.log(`Contact submissions are stored in ${path.relative(root, dataDir)} (npm run submissions)`);

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
