import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applicationDb, type ApplicationDb } from '../../server/admin/application-db.ts';
import { localFileStore, removeUnreferenced } from '../../server/local-file-store.ts';
import { openStore, type PgliteStore } from '../../server/pglite-store.ts';
import { createApplicationHandler } from '../../supabase/functions/_shared/forms/application/application-function.ts';
import type { Handler, HandlerOptions } from '../../supabase/functions/_shared/forms/contact/contact-function.ts';
import type { ApplicationStore } from '../../supabase/functions/_shared/db/store.ts';
import type { LeadEvent } from '../../supabase/functions/_shared/delivery/webhook.ts';
import { exe, multipartBody, pdf } from '../fixtures/documents.ts';
import { noEffects } from './memory-store.ts';

const SITE = 'https://paylean.example';
const fields = {
  position: 'full-stack-engineer',
  name: 'Ana Lim',
  email: 'ana@example.com',
  country: 'Mexico',
  profileUrl: 'https://www.linkedin.com/in/ana-lim',
  note: 'I have built payroll integrations for five years.',
  consent: 'yes',
};

let store: PgliteStore;
let applications: ApplicationDb;
let uploads: string;
let handler: Handler;
let peer = 1;

beforeAll(async () => {
  store = await openStore();
  applications = applicationDb(store.db);
  uploads = await mkdtemp(path.join(os.tmpdir(), 'paylean-applications-'));
  handler = createApplicationHandler(store, localFileStore(uploads), { allowedOrigins: [SITE], ipHashSalt: 'salt', info: () => {} });
}, 30_000);
afterAll(async () => {
  await store.close();
  await rm(uploads, { recursive: true, force: true });
});
beforeEach(async () => {
  await store.db.exec(
    'delete from public.job_applications; delete from public.job_application_rate_limit_slots; delete from public.form_effects;',
  );
  for (const file of await readdir(uploads)) await rm(path.join(uploads, file));
  peer += 1;
});

interface Post {
  extra?: Record<string, string>;
  /** Another handler than the one of this file. */
  via?: Handler;
  file?: Parameters<typeof multipartBody>[1] | null;
  json?: boolean;
  origin?: string | null;
  from?: string;
}

function post({ extra = {}, file, json = false, origin = SITE, from = `203.0.113.${peer}`, via = handler }: Post = {}) {
  const { body, contentType } = multipartBody(
    { ...fields, ...extra },
    file === null ? undefined : (file ?? { name: 'Ana Lim CV.pdf', bytes: pdf() }),
  );
  const headers: Record<string, string> = {
    'content-type': contentType,
    ...(json && { accept: 'application/json' }),
    ...(origin && { origin }),
  };
  return via(new Request('http://localhost/functions/v1/submit-application', { method: 'POST', headers, body }), {
    remoteAddr: { transport: 'tcp', hostname: from, port: 1234 },
  });
}

const stored = async () => ({ rows: await applications.list(), files: await readdir(uploads) });

describe('an application', () => {
  it('sent without JavaScript is stored with its résumé and answered with a 303 to the sent page', async () => {
    const res = await post();
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${SITE}/application-sent/`);
    const { rows, files } = await stored();
    expect(rows).toEqual([
      expect.objectContaining({
        position: 'full-stack-engineer',
        name: 'Ana Lim',
        email: 'ana@example.com',
        country: 'Mexico',
        profileUrl: 'https://www.linkedin.com/in/ana-lim',
        resumeName: 'Ana Lim CV.pdf',
        resumeType: 'pdf',
        resumeBytes: pdf().length,
      }),
    ]);
    expect(files).toEqual([rows[0]!.resumeFile]);
    expect(rows[0]!.resumeFile).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect((await readFile(path.join(uploads, files[0]!))).equals(pdf())).toBe(true);
  });

  it('sent twice the same way (a double tap, a reload) is stored once', async () => {
    expect((await post()).status).toBe(303);
    expect((await post()).status).toBe(303);
    const { rows, files } = await stored();
    expect([rows.length, files.length]).toEqual([1, 1]);
  });

  it('from the island gets JSON, and its submission id makes a retry a duplicate', async () => {
    const extra = { submissionId: '5b7e3a52-9a4e-4f0e-8d6a-1c2b3d4e5f60', elapsedMs: '12000' };
    for (let i = 0; i < 2; i++) {
      const res = await post({ extra, json: true });
      expect([res.status, await res.json()]).toEqual([200, { success: true }]);
    }
    expect((await stored()).rows.map((r) => r.submissionId)).toEqual([extra.submissionId]);
    expect((await stored()).files).toHaveLength(1);
  });

  it('with a résumé whose file name holds control characters keeps the name without them', async () => {
    // CSI, the one-character C1 form of ESC [ (a raw ESC breaks the part's header), and NEL.
    expect((await post({ file: { name: 'cv\u009b2J\u0085.pdf', bytes: pdf() } })).status).toBe(303);
    expect((await stored()).rows[0]).toMatchObject({ resumeName: 'cv2J.pdf' });
  });

  it('with an empty optional URL and note stores them as absent', async () => {
    await post({ extra: { profileUrl: '', note: '  ' } });
    expect((await stored()).rows[0]).toMatchObject({ profileUrl: null, note: '' });
  });
});

describe('a refused application stores nothing and says what to fix', () => {
  it.each([
    [
      'a renamed executable',
      { file: { name: 'resume.pdf', type: 'application/pdf', bytes: exe() } },
      415,
      'resume-type',
      /must be a PDF or Word/,
    ],
    ['an empty file', { file: { name: 'resume.pdf', bytes: new Uint8Array() } }, 400, 'resume-empty', /is empty/],
    ['a 6 MB file', { file: { name: 'resume.pdf', bytes: pdf(6 * 1024 * 1024) } }, 413, 'resume-too-large', /larger than 5 MB/],
    ['no file', { file: null }, 400, 'resume-missing', /attach your résumé/],
    ['a bad email', { extra: { email: 'ana@' } }, 400, 'invalid-email', /^Invalid email: enter a valid email address/],
    ['no consent', { extra: { consent: '' } }, 400, 'invalid-consent', /tick the box/],
    [
      'a note with escape sequences',
      { extra: { note: 'Hi\u001b]0;pwned\u0007\u001b[2J' } },
      400,
      'invalid-note',
      /^Invalid note: control characters are not allowed\.$/,
    ],
    ['a name with a line break', { extra: { name: 'Ana\nLim' } }, 400, 'invalid-name', /^Invalid name: control characters/],
    [
      'a URL that is not a web address',
      { extra: { profileUrl: 'javascript:alert(1)' } },
      400,
      'invalid-profileUrl',
      /starting with https:/,
    ],
  ] as const)('%s', async (_, request, status, code, message) => {
    const json = await post({ ...request, json: true });
    expect(json.status).toBe(status);
    const body = (await json.json()) as { error: string; field?: string };
    expect(body.error).toMatch(message);
    expect(body.field).toBe(code.startsWith('invalid-') ? code.slice(8) : 'resume');
    const plain = await post(request);
    expect([plain.status, plain.headers.get('location')]).toEqual([303, `${SITE}/application-not-sent/#${code}`]);
    expect(await stored()).toEqual({ rows: [], files: [] });
  });

  it('a broken multipart body', async () => {
    const { body, contentType } = multipartBody(fields, { name: 'cv.pdf', bytes: pdf() });
    const res = await handler(
      new Request('http://localhost/', {
        method: 'POST',
        headers: { 'content-type': contentType, origin: SITE, accept: 'application/json' },
        body: body.subarray(0, body.length - 30),
      }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/broken or cut off/);
    expect(await stored()).toEqual({ rows: [], files: [] });
  });

  it('from another site, or with no Origin', async () => {
    for (const origin of ['https://evil.example', null]) expect((await post({ origin })).status).toBe(403);
    expect(await stored()).toEqual({ rows: [], files: [] });
  });

  it('past the rate limit of a network, with the wait in the message', async () => {
    for (let i = 0; i < 5; i++) expect((await post({ extra: { email: `ana${i}@example.com` }, from: '198.51.100.7' })).status).toBe(303);
    const res = await post({ extra: { email: 'ana9@example.com' }, json: true, from: '198.51.100.7' });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { error: string }).error).toMatch(
      /^Too many applications from your network\. Please try again in \d+ minutes?\.$/,
    );
    const { rows, files } = await stored();
    expect([rows.length, files.length]).toEqual([5, 5]);
  });
});

describe('a failing store', () => {
  const options = (logged: string[], more: HandlerOptions = {}) => ({
    allowedOrigins: [SITE],
    ipHashSalt: 'salt',
    info: () => {},
    log: (message: string) => void logged.push(message),
    ...more,
  });

  it('answers store-down and keeps the résumé (its row may be stored), which the cleanup deletes an hour on if no row names it', async () => {
    const logged: string[] = [];
    const down: ApplicationStore = { ...noEffects, submitApplication: () => Promise.reject(new Error('connection refused')) };
    const res = await post({ via: createApplicationHandler(down, localFileStore(uploads), options(logged)) });
    expect([res.status, res.headers.get('location')]).toEqual([303, `${SITE}/application-not-sent/#store-down`]);
    const { rows, files } = await stored();
    expect([rows.length, files.length]).toEqual([0, 1]);
    expect(logged).toEqual(['submit-application: store failed']);

    const referenced = new Set(await applications.files());
    expect(await removeUnreferenced(uploads, referenced)).toBe(0); // written just now: its row may be on its way
    expect(await removeUnreferenced(uploads, referenced, Date.now() + 61 * 60 * 1000)).toBe(1);
    expect(await stored()).toEqual({ rows: [], files: [] });
  });

  it('that stored the application and lost its reply: the retry is a success, the row keeps its résumé, and the webhook goes once', async () => {
    const logged: string[] = [];
    const announced: LeadEvent[] = [];
    let replies = 0;
    // Commits, then throws: a reply from PostgREST lost on its way back.
    const lossy: ApplicationStore = {
      ...store,
      submitApplication: async (row, limits) => {
        const outcome = await store.submitApplication(row, limits);
        if (replies++ === 0) throw new Error('the reply was lost');
        return outcome;
      },
    };
    const notify = async (event: LeadEvent) => void announced.push(event);
    const handler = createApplicationHandler(lossy, localFileStore(uploads), options(logged, { notify }));
    const extra = { submissionId: crypto.randomUUID(), elapsedMs: '12000' };

    const first = await post({ extra, json: true, via: handler });
    expect(first.status).toBe(503);
    await handler.effects.idle();
    const [row] = (await stored()).rows;
    expect(row?.submissionId).toBe(extra.submissionId);
    expect((await stored()).files).toEqual([row!.resumeFile]);
    expect(announced).toEqual([]);

    for (let i = 0; i < 2; i++) {
      const retry = await post({ extra, json: true, via: handler });
      expect([retry.status, await retry.json()]).toEqual([200, { success: true }]);
      await handler.effects.idle();
    }
    // The retries' own copies went; the file the row names stayed.
    expect(await stored()).toEqual({ rows: [row], files: [row!.resumeFile] });
    expect(announced.map((event) => [event.submissionId, (event.data.resume as { storedName: string }).storedName])).toEqual([
      [extra.submissionId, row!.resumeFile],
    ]);
    expect(logged).toEqual(['submit-application: store failed']);
  });
});

describe('a bot', () => {
  it('that fills the honeypot, or sends too fast, is told it worked and nothing is stored', async () => {
    expect((await post({ extra: { website: 'http://spam.example' } })).status).toBe(303);
    expect((await post({ extra: { elapsedMs: '400', submissionId: '5b7e3a52-9a4e-4f0e-8d6a-1c2b3d4e5f61' }, json: true })).status).toBe(
      200,
    );
    expect(await stored()).toEqual({ rows: [], files: [] });
  });
});

describe('erasing', () => {
  it('a candidate’s applications answers their résumé files', async () => {
    await post();
    const { rows } = await stored();
    expect(await applications.erase(' ANA@example.com ')).toEqual([rows[0]!.resumeFile]);
    expect((await stored()).rows).toEqual([]);
  });

  it('old applications after 12 months answers their files', async () => {
    await post();
    await store.db.exec(`update public.job_applications set created_at = now() - interval '13 months'`);
    const { rows } = await stored();
    expect(await applications.applyRetention(12)).toEqual([rows[0]!.resumeFile]);
    expect((await stored()).rows).toEqual([]);
  });
});
