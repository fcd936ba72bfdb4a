export interface RenderedPage {
  route: string;
  /** Source file, as named in error messages (pages/about.mdx). */
  file: string;
  html: string;
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
const anchors = (html: string) => [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => decode(m[1]!));
const ids = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1]!)));

/**
 * Every same-site link in the rendered pages must reach a page, and its #fragment an element
 * id on that page (like Docusaurus's broken-link check, but on the real rendered output, so
 * links made by components count too), or one of the files the build wrote (`files`, such as
 * /downloads/paper.pdf). Returns one message per broken link.
 */
export function findBrokenLinks(pages: RenderedPage[], files: ReadonlySet<string> = new Set()): string[] {
  const idsByRoute = new Map(pages.map((p) => [p.route, ids(p.html)]));
  const problems = new Set<string>();
  for (const page of pages) {
    for (const href of anchors(page.html)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
      const url = new URL(href, `https://site.invalid${page.route}`);
      if (files.has(url.pathname) && !url.hash) continue;
      const route = url.pathname.replace(/(.)\/$/, '$1');
      const targetIds = idsByRoute.get(route);
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (!targetIds) problems.add(`${page.file}: link "${href}" points to no page`);
      else if (fragment && !targetIds.has(fragment))
        problems.add(`${page.file}: link "${href}": no element with id "${fragment}" on ${route}`);
    }
  }
  return [...problems];
}
