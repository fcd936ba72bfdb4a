import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '@keystatic/core';
import * as ui from '@keystatic/core/ui';
import { root } from '../build/pages.ts';

/** An entry of the editor: one of a collection's, by its slug, or a singleton. */
export type EntryKey = { collection: string; slug: string } | { singleton: string };

type Files = Map<string, Uint8Array>;
type Schema = Record<string, unknown>;
interface FormatInfo {
  data: 'yaml' | 'json';
  contentField: { path: string[]; contentExtension: string } | undefined;
  dataLocation: 'index' | 'outer';
}

/**
 * Keystatic's own parse and serialize of an entry, the ones its editor runs when an entry opens and when it is
 * saved. Its UI bundle keeps them to itself; the project's patch of @keystatic/core (patches/) exports them.
 */
const keystatic = ui as unknown as {
  parseEntry(
    args: { dirpath: string; format: FormatInfo; schema: Schema; slug: { field: string; slug: string } | undefined },
    files: Files,
  ): { initialState: unknown };
  serializeEntryToFiles(args: {
    basePath: string;
    format: FormatInfo;
    schema: Schema;
    slug: { field: string; value: string } | undefined;
    state: unknown;
  }): { path: string; contents: Uint8Array }[];
  getCollectionFormat(config: Config, collection: string): FormatInfo;
  getCollectionItemPath(config: Config, collection: string, slug: string): string;
  getSingletonFormat(config: Config, singleton: string): FormatInfo;
  getSingletonPath(config: Config, singleton: string): string;
  getEntryDataFilepath(dir: string, format: FormatInfo): string;
};

interface EntryPlace {
  dirpath: string;
  format: FormatInfo;
  schema: Schema;
  slugField: string | undefined;
  slug: string | undefined;
}

function placeOf(config: Config, key: EntryKey): EntryPlace {
  if ('singleton' in key) {
    return {
      dirpath: keystatic.getSingletonPath(config, key.singleton),
      format: keystatic.getSingletonFormat(config, key.singleton),
      schema: config.singletons![key.singleton]!.schema as Schema,
      slugField: undefined,
      slug: undefined,
    };
  }
  const collection = config.collections![key.collection]!;
  return {
    dirpath: keystatic.getCollectionItemPath(config, key.collection, key.slug),
    format: keystatic.getCollectionFormat(config, key.collection),
    schema: collection.schema as Schema,
    slugField: collection.slugField,
    slug: key.slug,
  };
}

/** The repository file that holds an entry's data (and, for a page or a post, its body). */
export const entryFile = (config: Config, key: EntryKey) => {
  const place = placeOf(config, key);
  return keystatic.getEntryDataFilepath(place.dirpath, place.format);
};

/** Every file of the repository below `dir` (relative to the root), read. */
function filesBelow(dir: string): Files {
  const files: Files = new Map();
  const full = path.join(root, dir);
  if (!statSync(full, { throwIfNoEntry: false })?.isDirectory()) return files;
  for (const name of readdirSync(full, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(full, name);
    if (statSync(file).isFile()) files.set(`${dir}/${name}`, readFileSync(file));
  }
  return files;
}

/** What the editor holds once it has opened the entry: its fields' values. */
export function readEntry(config: Config, key: EntryKey, files?: Files): unknown {
  const place = placeOf(config, key);
  const dataFile = keystatic.getEntryDataFilepath(place.dirpath, place.format);
  const available = files ?? new Map([[dataFile, readFileSync(path.join(root, dataFile))], ...filesBelow(place.dirpath)]);
  const slug = place.slugField && place.slug !== undefined ? { field: place.slugField, slug: place.slug } : undefined;
  return keystatic.parseEntry({ dirpath: place.dirpath, format: place.format, schema: place.schema, slug }, available).initialState;
}

/** The files the editor writes when it saves the entry with these values. */
export function writeEntry(config: Config, key: EntryKey, state: unknown): { path: string; contents: Uint8Array }[] {
  const place = placeOf(config, key);
  const slug = place.slugField && place.slug !== undefined ? { field: place.slugField, value: place.slug } : undefined;
  return keystatic.serializeEntryToFiles({ basePath: place.dirpath, format: place.format, schema: place.schema, slug, state });
}
