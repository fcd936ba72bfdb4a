/**
 * The islands: widgets with code of their own in a prerendered page, and the attributes by which
 * the prerender hands them to the browser. This file is the one place that names either; the
 * prerender writes an island's element with `islandAttributes`, and the build, the page script and
 * the islands read it back with the functions below, never by matching the HTML.
 */

/** 'near': starts as the visitor nears or reaches for it; 'open': only when the page asks for it. */
export type IslandLoad = 'near' | 'open';

export interface IslandKind {
  /** What its element's attribute says. */
  name: string;
  /** Its module, from the root: its default export starts it on its element (see IslandStart). */
  module: string;
  load: IslandLoad;
}

/** Every island. Code refers to one by its key here; its element carries its `name`. */
export const ISLANDS = {
  calculator: { name: 'calculator', module: 'features/calculator/calculator.island.tsx', load: 'near' },
  contactForm: { name: 'contact-form', module: 'features/contact/contact-form.island.tsx', load: 'near' },
  leadForm: { name: 'lead-form', module: 'features/forms/lead-form.island.ts', load: 'near' },
  chatStart: { name: 'chat-start', module: 'features/chat/chat-start.island.ts', load: 'near' },
  applicationForm: { name: 'application-form', module: 'features/careers/application-form.island.tsx', load: 'near' },
  blogListing: { name: 'load-more', module: 'features/blog/load-more.island.ts', load: 'near' },
  searchPage: { name: 'search-page', module: 'features/search/search-page.island.tsx', load: 'near' },
  // Empty until the header's Search link or a shortcut opens it (the page script, through searchDialogIn).
  searchDialog: { name: 'search-dialog', module: 'features/search/search-dialog.island.tsx', load: 'open' },
} as const satisfies Record<string, IslandKind>;

export type Island = (typeof ISLANDS)[keyof typeof ISLANDS];

const NAME = 'data-island';
const LOAD = 'data-load';
const PROPS = 'data-props';
const ID = 'data-island-id';
const HYDRATED = 'data-hydrated';

const byName = (name: string | null): Island | undefined => Object.values(ISLANDS).find((island) => island.name === name);

/**
 * The attributes of an island's element. `id`, unique on the page, prefixes the React ids (useId)
 * the island makes, so that two islands, of one kind or not, never share one.
 */
export function islandAttributes(island: Island, props: object = {}, id?: string): Record<string, string | undefined> {
  return {
    [NAME]: island.name,
    [LOAD]: island.load === 'open' ? 'open' : undefined,
    [PROPS]: Object.keys(props).length ? JSON.stringify(props) : undefined,
    [ID]: id,
  };
}

/**
 * The prefix of an island's React ids: the prerender renders it with this and the browser hydrates it with the same.
 * The element's id is unique on the page already; the island's name stands in only where it has none.
 */
export const islandIdPrefix = (island: Island, id?: string | null) => `${id || island.name}-`;

export interface IslandElement {
  island: Island;
  load: IslandLoad;
  props: Record<string, unknown>;
  idPrefix: string;
}

/** What an island's element says, or undefined for an element that is not an island. */
export function readIsland(element: Pick<Element, 'getAttribute'>): IslandElement | undefined {
  const name = element.getAttribute(NAME);
  const island = byName(name);
  if (!island) return undefined;
  const props = element.getAttribute(PROPS);
  return {
    island,
    load: element.getAttribute(LOAD) === 'open' ? 'open' : 'near',
    props: props ? (JSON.parse(props) as Record<string, unknown>) : {},
    idPrefix: islandIdPrefix(island, element.getAttribute(ID)),
  };
}

/** The islands in `root`, in document order; only those of one kind when it is given. */
export function islandsIn(root: ParentNode, island?: Island): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(island ? `[${NAME}="${island.name}"]` : `[${NAME}]`)];
}

/**
 * The search dialog's element, if the page has one. Its name is written out, not read from ISLANDS, so the page
 * script finds it without carrying the list.
 */
export const searchDialogIn = (root: ParentNode) => root.querySelector<HTMLElement>(`[${NAME}="search-dialog"]`);

/** Whether the page has an island that starts as the visitor nears it (else it needs no island code at start). */
export const hasNearIsland = (root: ParentNode) => root.querySelector(`[${NAME}]:not([${LOAD}="open"])`) !== null;

/** The island `node` is in that has not started yet, if any. */
export function waitingIslandOf(node: Element): Element | null {
  const island = node.closest(`[${NAME}]`);
  return island && !island.hasAttribute(HYDRATED) ? island : null;
}

export const isLive = (island: Element) => island.hasAttribute(HYDRATED);

/** Marks an island as live: its code runs, and input made before is no longer held for it. */
export const markLive = (island: Element) => island.setAttribute(HYDRATED, '');
