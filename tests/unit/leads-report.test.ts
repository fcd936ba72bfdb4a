import { describe, expect, test } from 'vitest';
import { leadSource, leadsReport, parseSince, reportCsv, reportText, type ReportEntry } from '../../server/admin/leads-report.ts';

const at = (iso: string) => new Date(iso);
const lead = (patch: Partial<ReportEntry> = {}): ReportEntry => ({
  form: 'contact',
  createdAt: at('2026-11-20T10:00:00Z'),
  page: '/',
  source: {},
  ...patch,
});

describe('leadSource', () => {
  test('utm_source first, else the referring site’s host, else direct; a form that keeps none is not recorded', () => {
    expect(leadSource(lead({ source: { utmSource: 'linkedin', referrer: 'https://news.example.org/a' } }))).toBe('linkedin');
    expect(leadSource(lead({ source: { referrer: 'https://news.example.org/a?q=1' } }))).toBe('news.example.org');
    expect(leadSource(lead({ source: { referrer: 'not a url' } }))).toBe('direct');
    expect(leadSource(lead({ source: {} }))).toBe('direct');
    expect(leadSource(lead({ source: undefined }))).toBe('(not recorded)');
  });
});

describe('parseSince', () => {
  const now = at('2026-11-27T12:00:00Z');
  test('days back from now, or a day in UTC', () => {
    expect(parseSince('30d', now)).toEqual(at('2026-10-28T12:00:00Z'));
    expect(parseSince('2026-10-01', now)).toEqual(at('2026-10-01T00:00:00Z'));
  });
  test.each(['30', 'a month', '2026-13-45', '-3d'])('refuses %s, saying what it takes', (value) => {
    expect(() => parseSince(value, now)).toThrow('--since takes a number of days (30d) or a day (2026-10-01)');
  });
});

describe('leadsReport', () => {
  const leads = [
    lead({ form: 'white-paper', page: '/resources/white-papers', source: { utmSource: 'linkedin', utmCampaign: 'spring' } }),
    lead({ form: 'white-paper', page: '/resources/white-papers', source: { utmSource: 'linkedin', utmCampaign: 'autumn' } }),
    lead({ form: 'contact', page: '/faq', source: { utmSource: 'linkedin', utmCampaign: 'spring' } }),
    lead({ form: 'application', page: '/careers/full-stack-engineer', source: undefined }),
    lead({ form: 'contact', createdAt: at('2026-01-01T00:00:00Z') }),
  ];

  test('counts per form, per source and campaign, per page, most first; --since leaves older leads out', () => {
    const report = leadsReport(leads, at('2026-11-01T00:00:00Z'));
    expect(report.total).toBe(4);
    expect(report.forms).toEqual([
      { key: 'white-paper', leads: 2 },
      { key: 'application', leads: 1 },
      { key: 'contact', leads: 1 },
    ]);
    expect(report.sources).toEqual([
      { key: 'linkedin', campaign: 'spring', leads: 2 },
      { key: '(not recorded)', campaign: '', leads: 1 },
      { key: 'linkedin', campaign: 'autumn', leads: 1 },
    ]);
    expect(report.pages.map((row) => [row.key, row.leads])).toEqual([
      ['/resources/white-papers', 2],
      ['/careers/full-stack-engineer', 1],
      ['/faq', 1],
    ]);
    expect(leadsReport(leads).total).toBe(5);
  });

  test('the text and the CSV carry every row and each table’s total; stored text cannot drive the terminal', () => {
    const report = leadsReport([...leads, lead({ page: '/\u001b[2Jx', source: { utmSource: '=cmd' } })]);
    const text = reportText(report);
    expect(text).toContain('6 leads:');
    expect(text).toContain('/\\x1b[2Jx');
    // eslint-disable-next-line no-control-regex -- looking for the raw character is the point
    expect(text).not.toMatch(/\u001b/);
    expect(text.match(/^total +6$/gm)).toHaveLength(3);
    const csv = reportCsv(report).split('\r\n');
    expect(csv).toEqual(expect.arrayContaining(['table,key,campaign,leads', "source,'=cmd,,1", 'form,total,,6', 'page,total,,6']));
    expect(reportText(leadsReport([]))).toBe('0 leads.');
  });
});
