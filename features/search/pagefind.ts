/**
 * Site search on Pagefind's index (dist/pagefind/, written by the build). Pagefind's script loads
 * only when a search starts; everything else here is pure: its results become plain data the UI
 * renders as text, so no HTML from the index is ever injected.
 */

/** One piece of an excerpt: `mark` pieces are the words that matched. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

export interface SearchHit {
  /** Page URL with the section's anchor when the match is under a heading (a legal section, an FAQ answer). */
  url: string;
  title: string;
  /** The heading the match is under, when it is not the page's own title. */
  section?: string;
  excerpt: ExcerptPart[];
}

/** The parts of Pagefind's result data this site uses. */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: { id: string };
  locations?: number[];
}
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results?: PagefindSubResult[];
}
interface PagefindModule {
  options: (options: Record<string, unknown>) => Promise<void>;
  search: (query: string) => Promise<{ results: { data: () => Promise<PagefindResultData> }[] } | null>;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'", nbsp: ' ' };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|apos|#39|#x27|nbsp);/g, (whole, name: string) => entities[name] ?? whole);

/** Pagefind's excerpt (text with <mark> around matches) as parts: any other markup is dropped, entities decoded. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let mark = false;
  for (const token of excerpt.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(token)) mark = true;
    else if (/^<\/mark>$/i.test(token)) mark = false;
    else {
      const text = decode(token.replace(/<[^>]*>?/g, ''));
      if (text) parts.push({ text, mark });
    }
  }
  return parts;
}

const matches = (sub: PagefindSubResult) => sub.locations?.length ?? 0;

/**
 * A page's hits: its best-matching section (with that section's anchor), and a second section
 * when one also matches, so a visitor lands on the words they searched for.
 */
export function hitsOf(data: PagefindResultData, perPage = 2): SearchHit[] {
  const title = data.meta.title?.trim() || data.url;
  const subs = [...(data.sub_results ?? [])].filter((s) => matches(s) > 0).sort((a, b) => matches(b) - matches(a));
  if (!subs.length) return [{ url: data.url, title, excerpt: excerptParts(data.excerpt) }];
  return subs.slice(0, perPage).map((sub) => ({
    url: sub.url,
    title,
    section: sub.anchor && sub.title.trim() !== title ? sub.title.trim() : undefined,
    excerpt: excerptParts(sub.excerpt),
  }));
}

/** A query worth sending: trimmed, at least two characters, at most 200. */
export const normaliseQuery = (query: string) => query.trim().slice(0, 200);
export const isSearchable = (query: string) => normaliseQuery(query).length >= 2;

/** Thrown in `npm run dev`, where dist/pagefind/ does not exist. */
export class SearchNeedsBuild extends Error {}

let pagefind: Promise<PagefindModule> | undefined;

/** Loads Pagefind's script once, on the first search (never at start-up). */
export function loadPagefind(): Promise<PagefindModule> {
  if (import.meta.env.DEV) return Promise.reject(new SearchNeedsBuild('Search needs a build: run npm start.'));
  pagefind ??= import(/* @vite-ignore */ `${'/pagefind/'}pagefind.js`).then(async (module: PagefindModule) => {
    await module.options({ excerptLength: 24 });
    return module;
  });
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}

/** The hits for a query, best first, at most `limit`. */
export async function searchSite(query: string, limit = 8): Promise<SearchHit[]> {
  if (!isSearchable(query)) return [];
  const module = await loadPagefind();
  const search = await module.search(normaliseQuery(query));
  if (!search) return [];
  const data = await Promise.all(search.results.slice(0, limit).map((r) => r.data()));
  return data.flatMap((d) => hitsOf(d)).slice(0, limit);
}
