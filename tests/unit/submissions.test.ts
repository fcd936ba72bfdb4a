import { describe, expect, test } from 'vitest';
import type { StoredSubmission } from '../../server/pglite-store.ts';
import { toCsv, toTable } from '../../scripts/submissions.ts';
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

describe('submissions CSV', () => {
  test('has a header and one line per row', () => {
    expect(toCsv([row()])).toBe(
      'createdAt,firstName,lastName,email,countryCode,phone,company,employees,callConsent,message,submissionId\r\n' +
        `2024-01-15T10:00:00.000Z,${ann.firstName},${ann.lastName},${ann.email},${ann.countryCode},${ann.phone},${ann.company},25,true,Hello,0b9c3a1e-5d2f-4c6a-8e7b-1f2a3b4c5d6e\r\n`,
    );
  });

  test('quotes commas, quotes and line breaks', () => {
    const csv = toCsv([row({ company: 'Acme, Inc.', message: 'He said "hi"\nthen left' })]);
    expect(csv).toContain(',"Acme, Inc.",');
    expect(csv).toContain(',"He said ""hi""\nthen left",');
  });

  test('defuses spreadsheet formulas but keeps country codes', () => {
    const csv = toCsv([row({ message: '=HYPERLINK("x")', company: '@sum', lastName: '-1' })]);
    expect(csv).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(csv).toContain(",'@sum,");
    expect(csv).toContain(",'-1,");
    expect(csv).toContain(',+1-US,');
  });
});

describe('submissions table', () => {
  test('aligns columns and flattens long messages', () => {
    const table = toTable([row({ message: 'line one\nline two ' + 'x'.repeat(60) })]).split('\n');
    expect(table[0]).toMatch(/^createdAt\s+firstName\s+lastName/);
    expect(table[1]).toMatch(/^-+ +-+/);
    expect(table[2]).toContain('line one line two');
    expect(table[2]).toContain('…');
  });
});
