import { ISLANDS } from '../../components/runtime/islands.ts';
import type { IslandModules } from './island-modules.ts';
import { entryFiles, type Manifest } from './route-sizes.ts';

/** Every island's module, from the root: the browser build's entries. */
export const islandSources = (): string[] => Object.values(ISLANDS).map((island) => island.module);

/** The built islands' files, from the build's manifest: each after the chunks it imports. */
export const builtIslandModules = (manifest: Manifest): IslandModules =>
  Object.fromEntries(Object.values(ISLANDS).map((island) => [island.name, entryFiles(manifest, island.module).map((file) => `/${file}`)]));

/** The dev server's: each island's source, which Vite serves with its imports. */
export const devIslandModules = (): IslandModules =>
  Object.fromEntries(Object.values(ISLANDS).map((island) => [island.name, [`/${island.module}`]]));
