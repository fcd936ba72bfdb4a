/** The build's VITE_* variables (import.meta.env in the browser, Vite's loadEnv in the build). */
export type ChatEnv = Record<string, unknown>;

/** What a configured chat needs the page's Content-Security-Policy to allow, by directive. */
export interface ChatSources {
  /** The URL of each script the page runs, as its loader loads it: the CSP allows that file, not its whole origin. */
  script: string[];
  /** Origins (a WebSocket's too). */
  connect: string[];
  frame: string[];
  img: string[];
}

/** The visit's context handed to the conversation: the page and the visit's utm_* tags, never anything typed. */
export type ChatAttributes = Record<string, string>;

export interface ConfiguredChat {
  /** The provider's name, for the build's log. */
  name: string;
  sources: ChatSources;
  /** Loads the provider's script (only now: nothing is fetched before), hands it the attributes and opens the chat. */
  open(attributes: ChatAttributes): Promise<void>;
}

/** A chat provider: its settings from the build's variables, or undefined when the build does not name it. */
export type ChatProvider = (env: ChatEnv) => ConfiguredChat | undefined;
