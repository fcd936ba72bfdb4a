import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * Mounts the contact function on the dev server at the path supabase-js calls, storing into
 * the same data folder as `npm start` (DATA_DIR), so the form works under `npm run dev` too.
 * Loaded on the first call: PGlite takes seconds to start.
 */
export function localFunction(): Plugin {
  let handler: Promise<{ path: string; run: NodeHandler }> | undefined;
  const load = async () => {
    const [{ createHandler }, { toNodeHandler }, { openStore }, { FUNCTION_PATH }, { databaseDir, dataDirFrom }, { localHandlerOptions }] =
      await Promise.all([
        import('../../supabase/functions/_shared/handler.ts'),
        import('../../server/node-adapter.ts'),
        import('../../server/pglite-store.ts'),
        import('../../server/app.ts'),
        import('../../server/data-dir.ts'),
        import('../../server/local-options.ts'),
      ]);
    const dataDir = dataDirFrom(process.env.DATA_DIR);
    const store = await openStore(databaseDir(dataDir));
    return { path: FUNCTION_PATH, run: toNodeHandler(createHandler(store, localHandlerOptions(dataDir))) };
  };
  return {
    name: 'paylean:local-function',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/functions/v1/')) return next();
        handler ??= load();
        handler.then(({ path, run }) => (req.url?.split('?')[0] === path ? run(req, res) : next()), next);
      });
    },
  };
}
