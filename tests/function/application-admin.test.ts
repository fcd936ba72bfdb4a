import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationTable, copyResumes, eraseApplications, exportName } from '../../server/admin/application-admin.ts';
import { applicationDb, type ApplicationDb } from '../../server/admin/application-db.ts';
import { localFileStore } from '../../server/local-file-store.ts';
import { openStore, type PgliteStore } from '../../server/pglite-store.ts';
import { createApplicationHandler } from '../../supabase/functions/_shared/forms/application/application-function.ts';
import { positionTitles } from '../../scripts/submissions.ts';
import { columnsFor, listEntries, toCsv } from '../../server/admin/entries.ts';
import { docx, multipartBody, pdf } from '../fixtures/documents.ts';

const SITE = 'https://paylean.example';
let store: PgliteStore;
let db: ApplicationDb;
let tmp: string;
let uploads: string;

async function apply(fields: Record<string, string>, file: { name: string; bytes: Uint8Array }) {
  const handler = createApplicationHandler(store, localFileStore(uploads), { allowedOrigins: [SITE], ipHashSalt: 'salt', info: () => {} });
  const { body, contentType } = multipartBody({ country: 'Brazil', consent: 'yes', note: 'Hello\nthere', ...fields }, file);
  const res = await handler(
    new Request('http://localhost/', { method: 'POST', headers: { 'content-type': contentType, origin: SITE }, body }),
  );
  expect(res.status).toBe(303);
}

beforeAll(async () => {
  store = await openStore();
  db = applicationDb(store.db);
  tmp = await mkdtemp(path.join(os.tmpdir(), 'paylean-admin-'));
  uploads = path.join(tmp, 'uploads');
  await apply(
    { position: 'client-success-manager', name: 'Camila Oliveira', email: 'camila@example.com' },
    { name: 'CV Camila.pdf', bytes: pdf() },
  );
  await apply({ position: 'full-stack-engineer', name: 'Ana Lim', email: 'ana@example.com' }, { name: 'ana.docx', bytes: docx() });
}, 30_000);
afterAll(async () => {
  await store.close();
  await rm(tmp, { recursive: true, force: true });
});

describe('the team’s view of applications', () => {
  it('lists each with its position and the stored résumé', async () => {
    const rows = await db.list();
    const table = applicationTable(
      rows,
      (slug) => (slug === 'full-stack-engineer' ? 'Full-Stack Engineer' : 'Client Success Manager'),
      uploads,
    );
    expect(table).toContain('Full-Stack Engineer (full-stack-engineer)');
    expect(table).toContain('Ana Lim <ana@example.com>, Brazil');
    expect(table).toContain(`résumé: ${path.join(uploads, rows[0]!.resumeFile)} (sent as "ana.docx", docx, ${docx().length} bytes)`);
    expect(table).toContain('note: Hello there');
    expect(applicationTable([], () => '', uploads)).toBe('No applications yet.');
  });

  it('copies the résumés out under names made from the row, not the visitor’s file name', async () => {
    const rows = await db.list();
    const out = path.join(tmp, 'out');
    expect(await copyResumes(rows, uploads, out)).toBe(2);
    expect((await readdir(out)).sort()).toEqual(rows.map(exportName).sort());
    expect(exportName(rows[1]!)).toMatch(/^\d{4}-\d{2}-\d{2}-camila-oliveira-client-success-manager-[0-9a-f]{8}\.pdf$/);
    expect((await readFile(path.join(out, exportName(rows[1]!)))).equals(pdf())).toBe(true);
  });

  it('exports them as CSV with the position, the candidate and the stored résumé’s name, and lists them among every form’s', async () => {
    const rows = await db.list();
    const [header, ana, camila, end] = toCsv(
      await listEntries(store, { form: 'application', positionTitle: positionTitles() }),
      columnsFor('application'),
    ).split('\r\n');
    expect(header).toBe(
      'form,createdAt,position,positionTitle,name,email,country,profileUrl,resumeFile,resumeName,resumeType,resumeBytes,note,submissionId',
    );
    expect(ana).toBe(
      `application,${rows[0]!.createdAt.toISOString()},full-stack-engineer,Full-Stack Engineer,Ana Lim,ana@example.com,Brazil,,` +
        `${rows[0]!.resumeFile},ana.docx,docx,${docx().length},"Hello\nthere",${rows[0]!.submissionId}`,
    );
    expect(camila).toContain(
      `,client-success-manager,Client Success Manager,Camila Oliveira,camila@example.com,Brazil,,${rows[1]!.resumeFile},`,
    );
    expect(end).toBe('');
    expect(
      (await listEntries(store, { positionTitle: positionTitles() }))
        .filter((entry) => entry.form === 'application')
        .map((entry) => entry.email),
    ).toEqual(['ana@example.com', 'camila@example.com']);
  });

  it('prints stored text with its control characters written out, however it was stored', async () => {
    // As a row stored before the form refused them, or written to the database by other means.
    const hostile = { name: 'Eve\u001b[31m Red', note: '\u001b]0;pwned\u0007\u001b[2J line\u202eevil', resume_name: 'cv\u0007.pdf' };
    await store.db.query(
      `insert into public.job_applications (submission_id, position_slug, name, email, country, note, consent, resume_file, resume_name,
                                            resume_type, resume_bytes)
       values ($1, 'full-stack-engineer', $2, 'eve@example.com', 'Peru', $3, true, $4, $5, 'pdf', 10)`,
      [crypto.randomUUID(), hostile.name, hostile.note, `${crypto.randomUUID()}.pdf`, hostile.resume_name],
    );
    const rows = await db.list();
    const table = applicationTable(rows, () => 'Full-Stack Engineer', uploads);
    const csv = toCsv(await listEntries(store, { form: 'application', positionTitle: positionTitles() }), columnsFor('application'));
    for (const printed of [table, csv]) {
      // eslint-disable-next-line no-control-regex -- looking for the raw characters is the point
      expect(printed).not.toMatch(/[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u202e]/);
      expect(printed).toContain('\\x1b]0;pwned\\x07\\x1b[2J line\\u202eevil');
    }
    expect(table).toContain('Eve\\x1b[31m Red <eve@example.com>');
    expect(table).toContain('sent as "cv\\x07.pdf"');
    await store.db.query("delete from public.job_applications where email = 'eve@example.com'");
  });

  it('erases a candidate’s row and résumé, and no one else’s', async () => {
    const before = await readdir(uploads);
    expect(await eraseApplications(db, localFileStore(uploads), 'CAMILA@example.com')).toBe(
      'Erased 1 application from CAMILA@example.com, with its résumé.',
    );
    const rows = await db.list();
    expect(rows.map((r) => r.email)).toEqual(['ana@example.com']);
    expect(await readdir(uploads)).toEqual(before.filter((file) => file === rows[0]!.resumeFile));
    expect(await eraseApplications(db, localFileStore(uploads), 'camila@example.com')).toBe('No applications from camila@example.com.');
  });
});
