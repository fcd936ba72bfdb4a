import type { ChatAttributes, ChatEnv, ConfiguredChat } from './chat-provider.ts';

// Chatwoot's website SDK (open source, self-hostable): <base>/packs/js/sdk.js defines window.chatwootSDK; its
// run() adds the widget (an iframe from the same origin, its live updates over a WebSocket at /cable), which
// sends `chatwoot:ready` on the window once window.$chatwoot can be used.

interface ChatwootWidget {
  toggle(state?: 'open' | 'close'): void;
  setCustomAttributes(attributes: ChatAttributes): void;
}

declare global {
  interface Window {
    chatwootSDK?: { run(options: { websiteToken: string; baseUrl: string }): void };
    $chatwoot?: ChatwootWidget;
  }
}

/** The base URL's origin and the WebSocket origin of the same host (wss for https). */
export function chatwootOrigins(baseUrl: string): { origin: string; socket: string } {
  const url = new URL(baseUrl);
  return { origin: url.origin, socket: `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}` };
}

/** Chatwoot, when VITE_CHATWOOT_BASE_URL and VITE_CHATWOOT_WEBSITE_TOKEN are both set. */
export function chatwoot(env: ChatEnv): ConfiguredChat | undefined {
  const base = typeof env.VITE_CHATWOOT_BASE_URL === 'string' ? env.VITE_CHATWOOT_BASE_URL.trim().replace(/\/+$/, '') : '';
  const websiteToken = typeof env.VITE_CHATWOOT_WEBSITE_TOKEN === 'string' ? env.VITE_CHATWOOT_WEBSITE_TOKEN.trim() : '';
  if (!base || !websiteToken) return undefined;
  const { origin, socket } = chatwootOrigins(base);
  const sdk = `${base}/packs/js/sdk.js`;
  let ready: Promise<ChatwootWidget> | undefined;
  const load = () =>
    new Promise<ChatwootWidget>((resolve, reject) => {
      window.addEventListener('chatwoot:ready', () => (window.$chatwoot ? resolve(window.$chatwoot) : reject(new Error('No chat'))), {
        once: true,
      });
      const script = document.createElement('script');
      script.src = sdk;
      script.async = true;
      script.onload = () => window.chatwootSDK?.run({ websiteToken, baseUrl: base });
      script.onerror = () => {
        script.remove();
        reject(new Error('The chat could not load.'));
      };
      document.head.append(script);
    });
  return {
    name: 'Chatwoot',
    // The SDK is one file (Chatwoot builds it without code splitting): the page runs no other script of the chat's.
    sources: { script: [sdk], connect: [origin, socket], frame: [origin], img: [origin] },
    async open(attributes) {
      // Loaded once; after a failed load, the next press tries again.
      ready ??= load().catch((error: unknown) => {
        ready = undefined;
        throw error;
      });
      const widget = await ready;
      widget.setCustomAttributes(attributes);
      widget.toggle('open');
    },
  };
}
