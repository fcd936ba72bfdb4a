import { statSync } from 'node:fs';
import path from 'node:path';

/** The largest source image a post may use: a phone photo fits; a camera's raw export does not. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * What is wrong with an image file a post refers to, or undefined. `src` is as written (relative
 * to the post), `target` the file it resolves to, `bytes` its size (undefined: there is no such file).
 */
export function imageFileProblem(src: string, target: string, bytes: number | undefined): string | undefined {
  if (bytes === undefined) return `"${src}" is not there: put the file at ${target}`;
  if (bytes > MAX_IMAGE_BYTES)
    return `"${src}" is ${megabytes(bytes)}: images may be at most ${megabytes(MAX_IMAGE_BYTES)} (export it about 2400 pixels wide)`;
  return undefined;
}

/** Size of a repository file (such as pages/blog/x/cover.jpg) in bytes, or undefined when there is none. */
export function repoFileBytes(repoPath: string): number | undefined {
  try {
    return statSync(path.resolve(import.meta.dirname, '../..', repoPath)).size;
  } catch {
    return undefined;
  }
}
