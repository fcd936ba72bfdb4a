// The team's report from the stored leads: how many each form brought, from which source and campaign, and on
// which page, with totals. It reads only what the forms stored (no analytics, no network).
import { printable } from '../../supabase/functions/_shared/control-characters.ts';
import { csvField } from './csv.ts';

/** What the report reads of a lead: its form, when, its page, and where it came from. */
export interface ReportEntry {
  form: string;
  createdAt: Date;
  page: string | undefined;
  /** The visit's first utm_source and utm_campaign and its external referrer; undefined where a form keeps none. */
  source: { utmSource?: string | undefined; utmCampaign?: string | undefined; referrer?: string | undefined } | undefined;
}

export interface ReportRow {
  /** The form, the source, or the page. */
  key: string;
  /** The utm_campaign, in the sources' table. */
  campaign?: string;
  leads: number;
}

export interface LeadsReport {
  since: Date | undefined;
  total: number;
  forms: ReportRow[];
  sources: ReportRow[];
  pages: ReportRow[];
}

/** A form that keeps no source (the job application): the report says so rather than guess. */
export const NOT_RECORDED = '(not recorded)';
export const DIRECT = 'direct';

/** A stored value as the report reads it: trimmed text, or undefined for an empty, absent or non-text one. */
export const storedText = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** Where a lead came from: its utm_source, else the external referrer's host, else direct. */
export function leadSource({ source }: ReportEntry): string {
  if (!source) return NOT_RECORDED;
  const utm = storedText(source.utmSource);
  if (utm) return utm;
  const referrer = storedText(source.referrer);
  return referrer && URL.canParse(referrer) ? new URL(referrer).host : DIRECT;
}

/** `--since`: a number of days back from `now` (`30d`), or a day (`2026-10-01`, UTC). */
export function parseSince(value: string, now: Date): Date {
  const days = /^(\d+)d$/.exec(value.trim());
  if (days) return new Date(now.getTime() - Number(days[1]) * 24 * 60 * 60 * 1000);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value.trim()) && !Number.isNaN(Date.parse(value))) return new Date(`${value.trim()}T00:00:00Z`);
  throw new Error(`--since takes a number of days (30d) or a day (2026-10-01), not "${value}".`);
}

/** Counts by key, most leads first, then by key. */
function tally(entries: readonly ReportEntry[], keyOf: (entry: ReportEntry) => [string, string?]): ReportRow[] {
  const counts = new Map<string, ReportRow>();
  for (const entry of entries) {
    const [key, campaign] = keyOf(entry);
    const id = JSON.stringify([key, campaign]);
    const row = counts.get(id) ?? { key, ...(campaign !== undefined && { campaign }), leads: 0 };
    row.leads += 1;
    counts.set(id, row);
  }
  return [...counts.values()].sort(
    (a, b) => b.leads - a.leads || a.key.localeCompare(b.key) || (a.campaign ?? '').localeCompare(b.campaign ?? ''),
  );
}

/** The leads since a moment (all without one): per form, per source and campaign, per page. */
export function leadsReport(entries: readonly ReportEntry[], since?: Date): LeadsReport {
  const kept = since ? entries.filter((entry) => entry.createdAt >= since) : entries;
  return {
    since,
    total: kept.length,
    forms: tally(kept, (entry) => [entry.form]),
    sources: tally(kept, (entry) => [leadSource(entry), storedText(entry.source?.utmCampaign) ?? '']),
    pages: tally(kept, (entry) => [storedText(entry.page) ?? NOT_RECORDED]),
  };
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The report as the terminal shows it: a heading, then the three tables, each with its total. */
export function reportText(report: LeadsReport): string {
  const heading = `${report.total} lead${report.total === 1 ? '' : 's'}${report.since ? ` since ${day(report.since)}` : ''}`;
  if (report.total === 0) return `${heading}.`;
  const table = (title: string, head: string[], rows: string[][]) => {
    const all = [head, ...rows, [...head.slice(0, -1).map((_, i) => (i === 0 ? 'total' : '')), String(report.total)]];
    const widths = head.map((_, i) => Math.max(...all.map((line) => line[i]!.length)));
    const format = (line: string[]) =>
      line
        .map((cell, i) => (i === line.length - 1 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
        .join('  ')
        .trimEnd();
    const rule = widths.map((w) => '-'.repeat(w));
    return [title, format(head), format(rule), ...rows.map(format), format(rule), format(all.at(-1)!)].join('\n');
  };
  const clean = (value: string) => printable(value);
  return [
    `${heading}:`,
    table(
      'Per form',
      ['form', 'leads'],
      report.forms.map((r) => [clean(r.key), String(r.leads)]),
    ),
    table(
      'Per source (utm_source, else the referring site, else direct) and campaign',
      ['source', 'campaign', 'leads'],
      report.sources.map((r) => [clean(r.key), clean(r.campaign ?? ''), String(r.leads)]),
    ),
    table(
      'Per landing page (the page the form was sent from)',
      ['page', 'leads'],
      report.pages.map((r) => [clean(r.key), String(r.leads)]),
    ),
  ].join('\n\n');
}

/** The same figures as CSV, one line per row of each table and one per total: table, key, campaign, leads. */
export function reportCsv(report: LeadsReport): string {
  const lines = [['table', 'key', 'campaign', 'leads']];
  for (const [name, rows] of [
    ['form', report.forms],
    ['source', report.sources],
    ['page', report.pages],
  ] as const) {
    for (const row of rows) lines.push([name, row.key, row.campaign ?? '', String(row.leads)]);
    lines.push([name, 'total', '', String(report.total)]);
  }
  return lines.map((line) => line.map((value) => csvField(value)).join(',')).join('\r\n') + '\r\n';
}
