import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * Mounts the form functions on the dev server at the paths supabase-js and the forms call, storing into
 * the same embedded Postgres (and writing emails to the same outbox) as `npm start`, so the forms work
 * under `npm run dev` too. Loaded on the first call: PGlite takes seconds to start.
 */
export function localFunction(): Plugin {
  let handlers: Promise<(path: string) => NodeHandler | undefined> | undefined;
  /** The dev server's own addresses, once it listens (Vite itself refuses a Host it does not serve). */
  const load = async (served: readonly string[]) => {
    const [
      { createHandler },
      { createLeadHandler },
      { mailSettingsFromEnv },
      { toNodeHandler },
      { openStore },
      { dataPaths, dataRootFromEnv, privateDataFolder },
      { outboxMailer },
      { FUNCTION_PATH, LEAD_FUNCTION_PATH },
      { localHandlerOptions },
    ] = await Promise.all([
      import('../../supabase/functions/_shared/handler.ts'),
      import('../../supabase/functions/_shared/lead-handler.ts'),
      import('../../supabase/functions/_shared/mail-config.ts'),
      import('../../server/node-adapter.ts'),
      import('../../server/pglite-store.ts'),
      import('../../server/data-dir.ts'),
      import('../../server/outbox-mailer.ts'),
      import('../../server/app.ts'),
      import('../../server/local-options.ts'),
    ]);
    const env = (name: string) => process.env[name];
    const paths = dataPaths(dataRootFromEnv(env('DATA_DIR')));
    privateDataFolder(paths);
    const store = await openStore(paths.database);
    const mail = mailSettingsFromEnv(env);
    const options = { ...localHandlerOptions(paths.salt), ownOrigins: [...served, ...(mail.siteUrl ? [mail.siteUrl] : [])] };
    const mailer = mail.resend ?? outboxMailer(paths.outbox, mail.from);
    const site = mail.siteUrl ?? served[0] ?? 'http://localhost:5173';
    const contact = toNodeHandler(createHandler(store, options));
    const leads = toNodeHandler(createLeadHandler({ store, mailer, links: { site, functions: `${site}/functions/v1` } }, options));
    return (path: string) => (path === FUNCTION_PATH ? contact : path.startsWith(LEAD_FUNCTION_PATH) ? leads : undefined);
  };
  return {
    name: 'paylean:local-function',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/functions/v1/')) return next();
        handlers ??= load((server.resolvedUrls?.local ?? []).map((url) => new URL(url).origin));
        handlers.then((route) => {
          const run = route(req.url?.split('?')[0] ?? '');
          return run ? run(req, res) : next();
        }, next);
      });
    },
  };
}
