import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { isUnder, readRequestPath, refusedSpelling, refusedSpellingResponse } from '../../supabase/functions/_shared/request-path.ts';
import { bodyFullyRead, writeResponse } from '../../server/node-adapter.ts';

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
      import('../../supabase/functions/_shared/forms/contact/contact-function.ts'),
      import('../../supabase/functions/_shared/forms/leads/lead-function.ts'),
      import('../../supabase/functions/_shared/delivery/mail-config.ts'),
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
      // Decided on the one reading of the path: a target with none, or a function's path spelled otherwise, is
      // refused before any check or body read.
      server.middlewares.use((req, res, next) => {
        const target = req.url ?? '/';
        const read = readRequestPath(target);
        if (read && !isUnder(read.path.toLowerCase(), '/functions')) return next();
        if (!read || refusedSpelling(target)) return void writeResponse(req, res, refusedSpellingResponse(), !bodyFullyRead(req));
        handlers ??= load((server.resolvedUrls?.local ?? []).map((url) => new URL(url).origin));
        handlers.then((route) => {
          const run = route(read.path);
          return run ? run(req, res) : next();
        }, next);
      });
    },
  };
}
