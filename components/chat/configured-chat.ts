import type { ChatEnv, ChatProvider, ConfiguredChat } from './chat-provider.ts';
import { chatwoot } from './chatwoot.ts';

/** Every provider the site can run, in order of preference; the first configured one is used. */
const PROVIDERS: ChatProvider[] = [chatwoot];

/** The chat this build runs, if any: without one, Start Chat opens the form that sends the team a question. */
export function configuredChat(env: ChatEnv): ConfiguredChat | undefined {
  for (const provider of PROVIDERS) {
    const chat = provider(env);
    if (chat) return chat;
  }
  return undefined;
}
