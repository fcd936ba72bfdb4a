import { handlerOptionsFromEnv } from '../supabase/functions/_shared/config.ts';
import type { HandlerOptions } from '../supabase/functions/_shared/forms/contact/contact-function.ts';
import { nodeIpHasher } from './app.ts';
import { keptSalt } from './data-dir.ts';

/**
 * The form functions' settings on this machine (`npm start`, `npm run dev`): the environment's, and when
 * IP_HASH_SALT is unset, the salt kept in the data folder, so rate limits hold across a restart.
 */
export function localHandlerOptions(saltFile: string, env: NodeJS.ProcessEnv = process.env): HandlerOptions {
  const options = { ipHasher: nodeIpHasher, ...handlerOptionsFromEnv((name) => env[name]) };
  if (options.ipHashSalt) return options;
  console.warn(
    `IP_HASH_SALT is not set: client-address hashes use the salt kept in ${saltFile} (set it on every instance of a deployment).`,
  );
  return { ...options, ipHashSalt: keptSalt(saltFile) };
}
