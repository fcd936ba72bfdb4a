/** What one Lighthouse report says about its largest contentful paint: the element, and what it waited for. */
export interface LcpStory {
  /** The LCP element: its tag, selector and the start of its text. */
  element: string;
  /** Lighthouse's breakdown of the observed LCP (time to first byte, render delay...), ms. */
  subparts: Record<string, number>;
  /**
   * The requests the simulated LCP waits for: those that finished before the LCP was observed,
   * low-priority images aside (Lighthouse's simulation keeps exactly these in the LCP's request graph).
   */
  waitedFor: { path: string; kb: number }[];
}

interface Item {
  [key: string]: unknown;
}
interface Lhr {
  audits: Record<string, { details?: { items?: Item[] } }>;
}

const nodeOf = (items: Item[]) => items.find((i) => i.type === 'node');
const tableOf = (items: Item[]) => (items.find((i) => i.type === 'table')?.items ?? []) as Item[];

export function readLcpStory(lhr: Lhr): LcpStory {
  const breakdown = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = nodeOf(breakdown);
  const tag = typeof node?.snippet === 'string' ? /^<(\w+)/.exec(node.snippet)?.[1] : undefined;
  const element = node ? `<${tag ?? '?'}> ${String(node.selector)} "${String(node.nodeLabel).slice(0, 40)}"` : 'none';
  const subparts = Object.fromEntries(tableOf(breakdown).map((p) => [String(p.subpart), Math.round(Number(p.duration))]));
  const observedLcp = Number(
    (lhr.audits.metrics?.details?.items?.[0] as Item | undefined)?.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY,
  );
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const waitedFor = requests
    .filter((r) => Number(r.networkEndTime) <= observedLcp)
    .filter((r) => !(r.resourceType === 'Image' && ['Low', 'VeryLow'].includes(String(r.priority))))
    .map((r) => ({ path: new URL(String(r.url)).pathname, kb: Number(r.transferSize) / 1024 }));
  // A file fetched twice (the second time from the cache) counts once, at its full size.
  const byPath = new Map<string, number>();
  for (const { path, kb } of waitedFor) byPath.set(path, Math.max(kb, byPath.get(path) ?? 0));
  return { element, subparts, waitedFor: [...byPath].map(([path, kb]) => ({ path, kb })) };
}

/** One line per route: the LCP element of most runs, then each request the simulated LCP waited for and in how many runs. */
export function describeLcp(stories: LcpStory[]): string {
  const count = (keys: string[]) => {
    const counts = new Map<string, number>();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1]);
  };
  const [element, times] = count(stories.map((s) => s.element))[0] ?? ['none', 0];
  const sizes = new Map<string, number>();
  for (const r of stories.flatMap((s) => s.waitedFor)) sizes.set(r.path, Math.max(r.kb, sizes.get(r.path) ?? 0));
  const waits = count(stories.flatMap((s) => s.waitedFor.map((r) => r.path)))
    .map(([path, n]) => `${path} (${sizes.get(path)!.toFixed(1)} KB, ${n}/${stories.length})`)
    .join(', ');
  const subparts = Object.keys(stories[0]?.subparts ?? {})
    .map(
      (k) =>
        `${k} ${Math.round(Math.min(...stories.map((s) => s.subparts[k] ?? 0)))}..${Math.max(...stories.map((s) => s.subparts[k] ?? 0))} ms`,
    )
    .join(', ');
  return `  element (${times}/${stories.length} runs): ${element}
  observed: ${subparts}
  waited for: ${waits || 'nothing'}`;
}
