import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from '../pages.ts';

/** Files as a save would leave them: its texts over the repository's (undefined: the save removes it). */
export type Overlay = ReadonlyMap<string, Buffer | undefined>;

/** The repository's files as a save would leave them (the disk as it is, with no overlay): what every check reads. */
export interface SiteFiles {
  /** The files under a folder of the repository ('pages', 'content/positions'), by repository path, sorted. */
  list(dir: string): string[];
  /** A file's text; throws for a file there is none of. */
  read(file: string): string;
  /** A file's size in bytes; undefined for none. */
  size(file: string): number | undefined;
}

const isUnder = (file: string, dir: string) => file.startsWith(`${dir}/`);

export function siteFiles(overlay: Overlay = new Map()): SiteFiles {
  const onDisk = (file: string) => !overlay.has(file) && existsSync(path.join(root, file));
  return {
    list(dir) {
      const full = path.join(root, dir);
      const disk = existsSync(full)
        ? readdirSync(full, { recursive: true, encoding: 'utf8' }).map((name) => `${dir}/${name.replaceAll('\\', '/')}`)
        : [];
      const added = [...overlay].flatMap(([file, bytes]) => (bytes && isUnder(file, dir) ? [file] : []));
      return [...new Set([...disk.filter((file) => !overlay.has(file)), ...added])].sort();
    },
    read(file) {
      const bytes = overlay.get(file);
      if (bytes) return bytes.toString('utf8');
      if (overlay.has(file)) throw new Error(`${file}: removed by this save`);
      return readFileSync(path.join(root, file), 'utf8');
    },
    size(file) {
      if (overlay.has(file)) return overlay.get(file)?.byteLength;
      return onDisk(file) ? statSync(path.join(root, file)).size : undefined;
    },
  };
}
