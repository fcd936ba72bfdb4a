// `npm run submissions` as the team runs it, on a data folder as `npm start` leaves it: stored text never reaches
// the terminal raw, --report counts the leads by form, source and page, and --delete leaves nothing of the person,
// the outbox's emails included.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { toEml } from '@shared/delivery/mail';
import { dataPaths } from '../../server/data-dir.ts';
import { openStore } from '../../server/pglite-store.ts';

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const NOTE = 'Hello \u001b]0;pwned\u0007\u001b[2J\u001b[31mred';
let dataDir: string;
let outbox: string;

const submissions = async (...args: string[]) =>
  (await promisify(execFile)(tsx, ['scripts/submissions.ts', ...args], { cwd: root, env: { ...process.env, DATA_DIR: dataDir } })).stdout;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'paylean-cli-'));
  const paths = dataPaths(dataDir);
  outbox = paths.outbox;
  const store = await openStore(paths.database);
  try {
    // An application stored with escape sequences in its note, as one written before the form refused them.
    await store.db.query(
      `insert into public.job_applications (submission_id, position_slug, name, email, country, note, consent, resume_file, resume_name,
                                            resume_type, resume_bytes)
       values ($1, 'full-stack-engineer', 'Eve Ng', 'eve@example.com', 'Peru', $2, true, $3, 'cv.pdf', 'pdf', 10)`,
      [crypto.randomUUID(), NOTE, `${crypto.randomUUID()}.pdf`],
    );
    await store.submitLead(
      {
        form: 'white-paper',
        submission_id: crypto.randomUUID(),
        email: 'Eve@Example.com',
        fields: { name: 'Eve Ng' },
        page: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        referrer: null,
        client_ip_hash: null,
      },
      { network: null, perNetworkPerMinute: 5, perEmailPerHour: 20 },
    );
    // Two leads a campaign brought (one of them two months ago), and one from a site that linked to us.
    const lead = (email: string, attribution: { page: string; utm_source?: string; utm_campaign?: string; referrer?: string }) =>
      store.submitLead(
        {
          form: 'white-paper',
          submission_id: crypto.randomUUID(),
          email,
          fields: { name: 'Sam Lee' },
          utm_source: null,
          utm_medium: null,
          utm_campaign: null,
          referrer: null,
          client_ip_hash: null,
          ...attribution,
        },
        { network: null, perNetworkPerMinute: 5, perEmailPerHour: 20 },
      );
    const spring = { page: '/resources/white-papers', utm_source: 'linkedin', utm_campaign: 'spring-2026' };
    await lead('sam@example.com', spring);
    await lead('old@example.com', spring);
    await store.db.query(`update public.form_leads set created_at = now() - interval '60 days' where email = 'old@example.com'`);
    await lead('kim@example.com', { page: '/blog/true-cost-of-manual-payroll', referrer: 'https://news.example.org/payroll?x=1' });
  } finally {
    await store.close();
  }
  await mkdir(outbox, { recursive: true });
  const eml = (to: string, n: number, replyTo?: string) =>
    toEml(
      { to, subject: 'Your white paper', text: 'The link', replyTo },
      { from: 'PayLean <hello@paylean.example>', date: new Date(), messageId: `${n}@x` },
    );
  await writeFile(path.join(outbox, '1.eml'), eml('eve@example.com', 1));
  await writeFile(path.join(outbox, '2.eml'), eml('EVE@example.com', 2));
  await writeFile(path.join(outbox, '3.eml'), eml('bo@example.com', 3));
  // A question to the team, answering to eve.
  await writeFile(path.join(outbox, '4.eml'), eml('hello@paylean.example', 4, 'eve@example.com'));
}, 60_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('npm run submissions', () => {
  test('--form application prints an escape sequence written out, never raw', async () => {
    const out = await submissions('--form', 'application');
    expect(out).toContain('note: Hello \\x1b]0;pwned\\x07\\x1b[2J\\x1b[31mred');
    // eslint-disable-next-line no-control-regex -- looking for the raw characters is the point
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    // eslint-disable-next-line no-control-regex -- the same for every form's table
    expect(await submissions()).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  }, 60_000);

  test('--report counts the leads per form, per source and campaign, and per landing page, with totals; --csv the same', async () => {
    const lines = (await submissions('--report', '--since', '30d')).split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
    expect(lines[0]).toMatch(/^4 leads since \d{4}-\d{2}-\d{2}:$/);
    expect(lines).toEqual(
      expect.arrayContaining([
        'white-paper 3',
        'application 1',
        'linkedin spring-2026 1',
        'news.example.org 1',
        'direct 1',
        '(not recorded) 1',
        '/resources/white-papers 1',
        '/careers/full-stack-engineer 1',
        '/blog/true-cost-of-manual-payroll 1',
        'total 4',
      ]),
    );
    expect(await submissions('--report')).toContain('5 leads:');
    const csv = await submissions('--report', '--csv');
    expect(csv.split('\r\n')).toEqual(
      expect.arrayContaining(['table,key,campaign,leads', 'source,linkedin,spring-2026,2', 'form,total,,5']),
    );
  }, 60_000);

  test('--delete erases the person from every form and their emails from the outbox, and says how many', async () => {
    const out = await submissions('--delete', 'eve@example.com');
    expect(out).toContain('Erased 1 submission from eve@example.com.');
    expect(out).toContain('Erased 1 application from eve@example.com, with its résumé.');
    expect(out).toContain(`Erased 3 emails to or from eve@example.com from ${outbox}.`);
    expect(await readdir(outbox)).toEqual(['3.eml']);
  }, 60_000);
});
