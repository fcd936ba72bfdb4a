import path from 'node:path';
import { buildVariant } from './variant-build.ts';

/** The stand-in chat server these tests start (chatwoot-stand-in.ts), named by the chat build. */
export const CHATWOOT_URL = 'http://127.0.0.1:4396';
export const CHATWOOT_TOKEN = 'test-website-token';
/** The test build with a chat configured, beside dist/ (the test build without). */
export const chatDist = path.resolve(import.meta.dirname, '../../node_modules/.cache/paylean-chat-dist');

/** The test build again, with VITE_CHATWOOT_BASE_URL and VITE_CHATWOOT_WEBSITE_TOKEN naming the stand-in, into chatDist. */
export const buildWithChat = (): string =>
  buildVariant(chatDist, { VITE_CHATWOOT_BASE_URL: CHATWOOT_URL, VITE_CHATWOOT_WEBSITE_TOKEN: CHATWOOT_TOKEN }, CHATWOOT_URL);
