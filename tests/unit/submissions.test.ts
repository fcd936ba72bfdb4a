import { describe, expect, test } from 'vitest';
import type { StoredLead, StoredSubmission } from '../../server/admin/stored-rows.ts';
import { columnsFor, contactEntry, leadEntry, subscriberEntry, toCsv, toTable } from '../../server/admin/entries.ts';
import { ann } from '../fixtures/contact.ts';

const row = (patch: Partial<StoredSubmission> = {}): StoredSubmission => ({
  id: 1,
  submissionId: '0b9c3a1e-5d2f-4c6a-8e7b-1f2a3b4c5d6e',
  ...ann,
  employees: 25,
  message: 'Hello',
  callConsent: true,
  clientIpHash: null,
  createdAt: new Date('2024-01-15T10:00:00.000Z'),
  ...patch,
});

const lead: StoredLead = {
  id: 2,
  form: 'white-paper',
  submissionId: '1c9c3a1e-5d2f-4c6a-8e7b-1f2a3b4c5d6e',
  email: 'bo@acme.example',
  fields: { name: 'Bo Chan', email: 'bo@acme.example', company: 'Acme', consent: true },
  page: '/resources/white-papers',
  utmSource: 'x',
  utmMedium: 'y',
  utmCampaign: 'z',
  referrer: null,
  createdAt: new Date('2024-01-16T10:00:00.000Z'),
};

const contactCsv = (rows: StoredSubmission[]) => toCsv(rows.map(contactEntry), columnsFor('contact'));

describe('submissions CSV', () => {
  test("one form's export: a header with its fields, where the lead came from, and one line per row", () => {
    expect(contactCsv([row({ page: '/', utmSource: 'x' } as Partial<StoredSubmission>)])).toBe(
      'form,createdAt,firstName,lastName,email,countryCode,phone,company,employees,callConsent,message,page,utmSource,utmMedium,utmCampaign,referrer,submissionId\r\n' +
        `contact,2024-01-15T10:00:00.000Z,${ann.firstName},${ann.lastName},${ann.email},${ann.countryCode},${ann.phone},${ann.company},25,true,Hello,/,x,,,,0b9c3a1e-5d2f-4c6a-8e7b-1f2a3b4c5d6e\r\n`,
    );
    expect(toCsv([leadEntry(lead)], columnsFor('white-paper'))).toBe(
      'form,createdAt,name,email,company,consent,page,utmSource,utmMedium,utmCampaign,referrer,submissionId\r\n' +
        'white-paper,2024-01-16T10:00:00.000Z,Bo Chan,bo@acme.example,Acme,true,/resources/white-papers,x,y,z,,1c9c3a1e-5d2f-4c6a-8e7b-1f2a3b4c5d6e\r\n',
    );
  });

  test("every form's export shares one set of columns, the contact's name joined", () => {
    const csv = toCsv([leadEntry(lead), contactEntry(row())], columnsFor(undefined)).split('\r\n');
    expect(csv[0]).toBe('form,createdAt,email,name,company,status,page,utmSource,utmMedium,utmCampaign,referrer,submissionId');
    expect(csv[1]).toMatch(/^white-paper,2024-01-16T10:00:00.000Z,bo@acme.example,Bo Chan,Acme,/);
    expect(csv[2]).toMatch(new RegExp(`^contact,2024-01-15T10:00:00.000Z,${ann.email},${ann.firstName} ${ann.lastName},${ann.company},`));
  });

  test('quotes commas, quotes and line breaks', () => {
    const csv = contactCsv([row({ company: 'Acme, Inc.', message: 'He said "hi"\nthen left' })]);
    expect(csv).toContain(',"Acme, Inc.",');
    expect(csv).toContain(',"He said ""hi""\nthen left",');
  });

  test('defuses spreadsheet formulas but keeps country codes', () => {
    const csv = contactCsv([row({ message: '=HYPERLINK("x")', company: '@sum', lastName: '-1' })]);
    expect(csv).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(csv).toContain(",'@sum,");
    expect(csv).toContain(",'-1,");
    expect(csv).toContain(',+1-US,');
  });
});

test("the newsletter's export has each address's status", () => {
  const subscriber = {
    email: 'cy@acme.example',
    status: 'confirmed' as const,
    page: '/blog',
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    referrer: null,
    createdAt: new Date('2024-01-17T10:00:00.000Z'),
    confirmedAt: new Date('2024-01-17T10:05:00.000Z'),
    unsubscribedAt: null,
  };
  expect(toCsv([subscriberEntry(subscriber)], columnsFor('newsletter'))).toBe(
    'form,createdAt,email,status,page,utmSource,utmMedium,utmCampaign,referrer\r\n' +
      'newsletter,2024-01-17T10:00:00.000Z,cy@acme.example,confirmed,/blog,,,,\r\n',
  );
});

describe('submissions table', () => {
  test('aligns columns and flattens long messages', () => {
    const table = toTable([contactEntry(row({ message: 'line one\nline two ' + 'x'.repeat(60) }))], columnsFor('contact')).split('\n');
    expect(table[0]).toMatch(/^form\s+createdAt\s+firstName\s+lastName/);
    expect(table[1]).toMatch(/^-+ +-+/);
    expect(table[2]).toContain('line one line two');
    expect(table[2]).toContain('…');
  });
});
