import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_CACHE_DIR, encodeCached } from './encode.ts';
import type { PlannedFile } from './planned-files.ts';

export interface ImagesReport {
  files: number;
  /** Files sharp made in this run; the others came from the cache. */
  encoded: number;
  bytes: number;
  /** Wall time of the whole step, in milliseconds. */
  ms: number;
}

/** Sharp already spreads one image over the cores; two at a time keeps them busy without piling up memory. */
const PARALLEL = 2;

/** Writes every planned file into `<outDir>/assets/`, encoding only those not cached yet. */
export async function writeImages(outDir: string, files: PlannedFile[], cacheDir = DEFAULT_CACHE_DIR): Promise<ImagesReport> {
  const started = performance.now();
  const dir = path.join(outDir, 'assets');
  await mkdir(dir, { recursive: true });
  const queue = [...files];
  const report = { files: files.length, encoded: 0, bytes: 0 };
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const { bytes, encoded } = await encodeCached(file, cacheDir);
      await writeFile(path.join(dir, file.name), bytes);
      report.encoded += Number(encoded);
      report.bytes += bytes.byteLength;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return { ...report, ms: performance.now() - started };
}

export const formatReport = ({ files, encoded, bytes, ms }: ImagesReport) =>
  `images: ${files} files (${encoded} encoded, ${files - encoded} from cache), ${(bytes / 1024).toFixed(0)} KB, in ${(ms / 1000).toFixed(2)} s`;
