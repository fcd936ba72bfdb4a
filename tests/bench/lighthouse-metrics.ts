/** What the bench reads out of one Lighthouse report, and the budgets it checks. */
export interface RunMetrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  jsKb: number;
  fontKb: number;
  imageKb: number;
  totalKb: number;
  renderBlocking: number;
}

interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;
}

const score = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function transferKb(lhr: Lhr, resourceType: string): number {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const item = items.find((i) => i.resourceType === resourceType);
  return Number(item?.transferSize ?? 0) / 1024;
}

export function readMetrics(lhr: Lhr): RunMetrics {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndex: numeric(lhr, 'speed-index'),
    jsKb: transferKb(lhr, 'script'),
    fontKb: transferKb(lhr, 'font'),
    imageKb: transferKb(lhr, 'image'),
    totalKb: transferKb(lhr, 'total'),
    renderBlocking: lhr.audits['render-blocking-insight']?.details?.items?.length ?? 0,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export function medians(runs: RunMetrics[]): RunMetrics {
  const keys = Object.keys(runs[0]!) as (keyof RunMetrics)[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as RunMetrics;
}

/** The budgets, checked on the medians: [metric, test, what the budget says]. */
export const budgets: [keyof RunMetrics, (v: number) => boolean, string][] = [
  ['performance', (v) => v >= 100, '100'],
  ['accessibility', (v) => v >= 100, '100'],
  ['bestPractices', (v) => v >= 100, '100'],
  ['seo', (v) => v >= 100, '100'],
  ['lcp', (v) => v <= 1000, '<= 1000 ms'],
  ['tbt', (v) => v <= 50, '<= 50 ms'],
  ['cls', (v) => v < 0.001, '0'],
];

export function budgetFailures(route: string, m: RunMetrics): string[] {
  return budgets.filter(([key, ok]) => !ok(m[key])).map(([key, , want]) => `${route}: ${key} is ${format(key, m[key])}, budget ${want}`);
}

export function format(key: keyof RunMetrics, v: number): string {
  if (['fcp', 'lcp', 'speedIndex'].includes(key)) return `${(v / 1000).toFixed(2)} s`;
  if (key === 'tbt') return `${Math.round(v)} ms`;
  if (key === 'cls') return v.toFixed(3);
  if (['jsKb', 'fontKb', 'imageKb', 'totalKb'].includes(key)) return `${v.toFixed(1)}`;
  return String(Math.round(v));
}
