/** `npm start` / `npm run preview`: serves dist/ with the contact function on its embedded Postgres. */
import path from 'node:path';
import { startLocalServer } from '../server/app.ts';
import { databaseDir, dataDirFrom } from '../server/data-dir.ts';
import { localHandlerOptions } from '../server/local-options.ts';
import { root } from './pages.ts';

const port = Number(process.env.PORT ?? 4173);
const dataDir = dataDirFrom(process.env.DATA_DIR);
const server = await startLocalServer({
  distDir: path.join(root, 'dist'),
  port,
  dataDir: databaseDir(dataDir),
  uploadsDir: path.join(dataDir, 'uploads'),
  handler: localHandlerOptions(dataDir),
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
