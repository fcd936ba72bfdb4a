import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { printable } from '../../supabase/functions/_shared/control-characters.ts';
import type { FileStore } from '../../supabase/functions/_shared/uploads/file-store.ts';
import type { ApplicationDb, StoredApplication } from './application-db.ts';

/** The applications as a table for the terminal: when, the position, the candidate and the stored résumé. */
export function applicationTable(rows: readonly StoredApplication[], positionTitle: (slug: string) => string, uploadsDir: string): string {
  if (!rows.length) return 'No applications yet.';
  // What the candidate typed, on one line, with any control character written out.
  const shown = (text: string) => printable(text.replace(/\s+/g, ' '));
  return rows
    .map((row) =>
      [
        `${row.createdAt.toISOString()}  ${shown(positionTitle(row.position))} (${shown(row.position)})`,
        `  ${shown(row.name)} <${shown(row.email)}>, ${shown(row.country)}${row.profileUrl ? `, ${shown(row.profileUrl)}` : ''}`,
        `  résumé: ${path.join(uploadsDir, shown(row.resumeFile))} (sent as "${shown(row.resumeName)}", ${shown(row.resumeType)}, ${row.resumeBytes} bytes)`,
        ...(row.note ? [`  note: ${shown(row.note)}`] : []),
      ].join('\n'),
    )
    .join('\n\n');
}

/** A résumé's name when copied out: the day, the candidate, the position, a short id; nothing from the visitor's file name. */
export function exportName(row: StoredApplication): string {
  const words = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/[\s_]+/g, '-')
      .toLowerCase() || 'candidate';
  return `${row.createdAt.toISOString().slice(0, 10)}-${words(row.name)}-${row.position}-${row.resumeFile.slice(0, 8)}.${row.resumeType}`;
}

/** Copies every application's résumé into `outDir`; answers how many. */
export async function copyResumes(rows: readonly StoredApplication[], uploadsDir: string, outDir: string): Promise<number> {
  await mkdir(outDir, { recursive: true });
  for (const row of rows) await copyFile(path.join(uploadsDir, row.resumeFile), path.join(outDir, exportName(row)));
  return rows.length;
}

/** Erases one candidate's applications and their résumé files (a request under the privacy policy); answers the line to print. */
export async function eraseApplications(db: ApplicationDb, files: FileStore, email: string): Promise<string> {
  const resumes = await db.erase(email);
  await Promise.all(resumes.map((file) => files.remove(file)));
  if (resumes.length === 0) return `No applications from ${printable(email)}.`;
  return `Erased ${resumes.length} application${resumes.length === 1 ? '' : 's'} from ${printable(email)}, with ${resumes.length === 1 ? 'its résumé' : 'their résumés'}.`;
}
