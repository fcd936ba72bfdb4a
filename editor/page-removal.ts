import { linksTo } from '../build/content/check-files.ts';
import { siteFiles, type Overlay, type SiteFiles } from '../build/content/site-files.ts';
import { siteRouteTable } from '../build/content/site-routes.ts';
import { parseFrontmatter } from '../build/pages.ts';
import { parseRedirects, REDIRECTS_FILE, routeOf, type Redirect } from '../build/content/redirects.ts';
import { patternOf } from '../build/page-files.ts';
import { isCorePage } from './core-pages.ts';
import type { EditorUpdate } from './editor-update.ts';
import { sectionOf } from '../build/content/page-sections.ts';

/** A page of a section or a core page, by its repository path: 'pages/lp/offer.mdx' -> 'lp/offer.mdx'. */
const pageName = (repoPath: string) => /^pages\/(.+\.mdx)$/.exec(repoPath)?.[1];
const isPage = (name: string | undefined): name is string => !!name && (!!sectionOf(name) || isCorePage(name));
const routeOfPage = (name: string) => patternOf(name);

/**
 * What a save does to the pages of the site as it was (`before`): those it removes, and those it renames (Keystatic
 * saves a new address as the new file and the old one removed, in one save). A page that had no address of its own
 * (another route has it, or it is kept for a form's page) leaves none behind: it is neither a removal nor a rename
 * whose address must go somewhere, and its removal is how a writer puts that right.
 */
function pageChanges(update: EditorUpdate, before: SiteFiles) {
  const changed = (files: { path: string }[]) => files.map((file) => pageName(file.path)).filter(isPage);
  const gone = changed(update.deletions);
  const routed = gone.length ? new Set(siteRouteTable(before).table.routes.map((route) => route.source)) : new Set<string>();
  const removed = gone.filter((name) => isCorePage(name) || routed.has(`pages/${name}`));
  const added = changed(update.additions).filter((name) => before.size(`pages/${name}`) === undefined);
  const renamed = removed.length === 1 && added.length === 1 ? { from: removed[0]!, to: added[0]! } : undefined;
  return { renamed, removed: renamed ? [] : removed };
}

/** Where a page about to be removed says its address should go ("When removed, send visitors to"). */
const replacementOf = (name: string, before: SiteFiles) => {
  try {
    return parseFrontmatter(before.read(`pages/${name}`), `pages/${name}`).replacedBy;
  } catch {
    return undefined;
  }
};

/** The redirects with one more, from `from` to `to`: those that led to `from` lead to `to`, and none leaves a live `to`. */
function addRedirect(redirects: Redirect[], from: string, to: string): Redirect[] {
  return [
    ...redirects
      .filter((redirect) => routeOf(redirect.from) !== routeOf(to) && routeOf(redirect.from) !== from)
      .map((redirect) => (routeOf(redirect.to) === from ? { ...redirect, to } : redirect)),
    { from, to },
  ];
}

/**
 * The save with the redirects a page's new address or its removal adds to content/redirects.json: from the old
 * address to the new one, or to the page the removed one names. The redirects file is then part of the save, checked
 * with it and written with it.
 */
export function withPageRedirects(update: EditorUpdate, base: Overlay = new Map()): EditorUpdate {
  const before = siteFiles(base);
  const { renamed, removed } = pageChanges(update, before);
  const moves = [
    ...(renamed ? [{ from: routeOfPage(renamed.from), to: routeOfPage(renamed.to) }] : []),
    ...removed.flatMap((name) => {
      const to = replacementOf(name, before);
      return to && !isCorePage(name) ? [{ from: routeOfPage(name), to }] : [];
    }),
  ];
  if (!moves.length || (renamed && isCorePage(renamed.from))) return update;
  const pending = update.additions.find((file) => file.path === REDIRECTS_FILE);
  const current = parseRedirects(pending ? Buffer.from(pending.contents, 'base64').toString('utf8') : before.read(REDIRECTS_FILE));
  const redirects = moves.reduce((list, move) => addRedirect(list, move.from, move.to), current);
  const contents = Buffer.from(`${JSON.stringify({ redirects }, null, 2)}\n`).toString('base64');
  return {
    ...update,
    additions: [...update.additions.filter((file) => file.path !== REDIRECTS_FILE), { path: REDIRECTS_FILE, contents }],
  };
}

/**
 * Why a save may not remove or rename these pages: a core page keeps its file and address; a page other content links
 * to stays until those links change (each named); a removed page says first where its address should go. `overlay`
 * is the site as the save leaves it, over `base`, the site before it (the disk as it is, by default).
 */
export function pageRemovalProblems(update: EditorUpdate, overlay: Overlay, base: Overlay = new Map()): string[] {
  const before = siteFiles(base);
  const { renamed, removed } = pageChanges(update, before);
  const core = [...removed, ...(renamed ? [renamed.from] : [])].filter(isCorePage);
  const problems = core.map(
    (name) => `pages/${name}: ${routeOfPage(name)} is a core page of the site: it cannot be removed, and its address stays as it is`,
  );
  for (const name of removed.filter((name) => !isCorePage(name))) {
    const route = routeOfPage(name);
    const links = linksTo(new Set([route]), overlay);
    if (links.length)
      problems.push(`pages/${name}: ${route} cannot be removed while these link to it (change them first): ${links.join(', ')}`);
    else if (!replacementOf(name, before))
      problems.push(
        `pages/${name}: say where its address ${route} should send visitors before removing it: choose "When removed, send visitors to" on the page, save, then remove it`,
      );
  }
  return problems;
}
