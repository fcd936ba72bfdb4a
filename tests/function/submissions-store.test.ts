import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eraseSubmissions } from '../../server/admin/admin-text.ts';
import { listEntries } from '../../server/admin/entries.ts';
import { openStore, type PgliteStore } from '../../server/pglite-store.ts';
import { ann } from '../fixtures/contact.ts';

let store: PgliteStore;
beforeAll(async () => {
  store = await openStore();
}, 60_000);
afterAll(() => store?.close());

const OPEN = { network: null, perNetworkPerMinute: 1e6, perEmailPerHour: 1e6 };
const source = { page: '/', utm_source: 'x', utm_medium: null, utm_campaign: null, referrer: null, client_ip_hash: null };

describe('npm run submissions on a real store', () => {
  test("lists every form's entries with their form, filters one form, and --delete erases a person from every form", async () => {
    await store.submit({ ...ann, employees: 3, message: 'Hi', callConsent: true, submissionId: crypto.randomUUID(), page: '/' }, OPEN);
    await store.submitLead(
      { form: 'white-paper', submission_id: crypto.randomUUID(), email: ann.email, fields: { name: 'Ann Lee' }, ...source },
      OPEN,
    );
    await store.subscribe({ submission_id: crypto.randomUUID(), email: ann.email, ...source }, OPEN);
    await store.submitLead(
      { form: 'white-paper', submission_id: crypto.randomUUID(), email: 'bo@acme.example', fields: { name: 'Bo' }, ...source },
      OPEN,
    );

    const all = await listEntries(store);
    expect(all.map((e) => e.form).sort()).toEqual(['contact', 'newsletter', 'white-paper', 'white-paper']);
    expect((await listEntries(store, { form: 'white-paper' })).map((e) => e.email).sort()).toEqual([ann.email, 'bo@acme.example']);
    expect(await listEntries(store, { form: 'newsletter' })).toEqual([expect.objectContaining({ email: ann.email, status: 'pending' })]);
    expect((await listEntries(store, { form: 'contact' }))[0]).toMatchObject({ form: 'contact', page: '/' });

    expect(await eraseSubmissions(store, ann.email.toUpperCase())).toBe(`Erased 3 submissions from ${ann.email.toUpperCase()}.`);
    expect((await listEntries(store)).map((e) => e.email)).toEqual(['bo@acme.example']);
  });
});
