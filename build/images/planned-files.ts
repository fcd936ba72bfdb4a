/** The formats the build encodes a picture to. */
export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png' | 'svg';

/** One file a page refers to: made from `source` at `width` in `format`, served as /assets/<name>. */
export interface PlannedFile {
  name: string;
  source: string;
  width: number;
  format: OutputFormat;
}

/**
 * The files the pages compiled so far refer to. The build writes exactly these into dist/assets/
 * (no stale file from a removed picture ships); the dev server makes one when it is asked for.
 */
const planned = new Map<string, PlannedFile>();

export function plan(file: PlannedFile): PlannedFile {
  planned.set(file.name, file);
  return file;
}

export const plannedFile = (name: string) => planned.get(name);

export const plannedFiles = () => [...planned.values()];
