import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '@keystatic/core';
import { readEntry, writeEntry, type EntryKey } from './entry-files.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Every entry the editor holds: each singleton, and each file of each collection. */
export function editorEntries(config: Config): EntryKey[] {
  const singletons = Object.keys(config.singletons ?? {}).map((singleton) => ({ singleton }));
  const collections = Object.entries(config.collections ?? {}).flatMap(([collection, { path: glob, format }]) => {
    const dir = path.join(root, glob!.replace(/\/\*.*$/, ''));
    const extension =
      typeof format === 'object' && format.contentField ? '.mdx' : `.${(typeof format === 'object' && format.data) || 'yaml'}`;
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => name.endsWith(extension))
      .map((name) => ({ collection, slug: name.slice(0, -extension.length) }));
  });
  return [...singletons, ...collections];
}

/** What the editor writes for an entry that a writer opens and saves unchanged: its files by path. */
export const savedUnchanged = (config: Config, key: EntryKey) =>
  new Map(writeEntry(config, key, readEntry(config, key)).map((file) => [file.path, Buffer.from(file.contents)]));

/** The files that a save without changes would rewrite: not in the form the editor writes. */
export function filesNotInEditorForm(config: Config): string[] {
  return editorEntries(config).flatMap((key) =>
    [...savedUnchanged(config, key)].flatMap(([file, bytes]) => (bytes.equals(readFileSync(path.join(root, file))) ? [] : [file])),
  );
}
