import { contactFieldNames, contactFields } from '@shared/forms/contact/contact-fields';
import { contactFieldsSchema } from '@shared/forms/contact/contact-schema';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openStore, type PgliteStore } from '../../server/pglite-store.ts';
import { ann } from '../fixtures/contact.ts';

// The field list (supabase/functions/_shared/forms/contact/contact-fields.ts) and the migrations must agree:
// a field added to one and not the other fails here, not on a visitor's submit.

let store: PgliteStore;
// Migrating a new embedded database takes seconds, more on a busy machine.
beforeAll(async () => {
  store = await openStore();
}, 60_000);
afterAll(() => store?.close());

/** The row's own columns and where the lead came from, beside the form's fields. */
const ROW_COLUMNS = ['id', 'submission_id', 'client_ip_hash', 'created_at', 'page', 'utm_source', 'utm_medium', 'utm_campaign', 'referrer'];
const SQL_TYPE = { checkbox: 'boolean', number: 'integer' } as const;

describe('the contact field list', () => {
  test('has a column of the right type in contact_submissions for each field, and no other', async () => {
    const { rows } = await store.db.query<{ column_name: string; data_type: string; is_nullable: string }>(
      `select column_name, data_type, is_nullable from information_schema.columns
       where table_schema = 'public' and table_name = 'contact_submissions'`,
    );
    const table = new Map(rows.map((r) => [r.column_name, r]));
    const fieldColumns = contactFieldNames.map((name) => contactFields[name].column);
    expect([...table.keys()].sort()).toEqual([...fieldColumns, ...ROW_COLUMNS].sort());
    for (const name of contactFieldNames) {
      const { column, input } = contactFields[name];
      const type = input === 'checkbox' || input === 'number' ? SQL_TYPE[input] : 'text';
      expect({ column, type: table.get(column)?.data_type, nullable: table.get(column)?.is_nullable }).toEqual({
        column,
        type,
        nullable: 'NO',
      });
    }
  });

  test("is the schema's list of fields, in the same order", () => {
    expect(Object.keys(contactFieldsSchema.shape)).toEqual(contactFieldNames);
  });

  test('round-trips every field through submit_contact_form and back', async () => {
    const row = { ...ann, employees: 12, message: 'Line one\nline two', callConsent: true, submissionId: crypto.randomUUID() };
    expect((await store.submit(row, { network: null, perNetworkPerMinute: 10, perEmailPerHour: 10 })).outcome).toBe('inserted');
    const [stored] = await store.list({ limit: 1 });
    const { submissionId, ...fields } = row;
    expect(stored).toMatchObject({ submissionId, ...fields });
  });
});
