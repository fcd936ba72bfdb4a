/** Island name -> URL lists, its entry last: what the island loader preloads and imports. */
export type IslandModules = Record<string, string[]>;
