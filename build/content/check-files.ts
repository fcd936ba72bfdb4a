import { POST_SLUG } from '../../content/blog.ts';
import { checkPositionFile } from '../../content/positions.ts';
import { authorSchema } from '../../content/schemas/author.ts';
import { contentFiles } from '../../content/schemas/files.ts';
import { placeholderValuesOf } from '../../content/placeholder-values.ts';
import type { Facts } from '../../content/schemas/facts.ts';
import type { PageMeta } from '../../content/schemas/page.ts';
import { bodyImageProblems, imagesIn } from '../blog/body-images.ts';
import { checkPostFrontmatter } from '../blog/post-frontmatter.ts';
import { pageComponents } from '../../editor/components.ts';
import { isTemplate, parseFrontmatter } from '../pages.ts';
import { patternOf } from '../page-files.ts';
import type { Route } from '../route-types.ts';
import { NOT_FOUND_PATH } from '../routes.ts';
import { checkWebinarFile } from '../webinars/sessions.ts';
import { parseRedirects, redirectProblems, REDIRECTS_FILE, routeOf } from './redirects.ts';
import { contentFileProblems, placeholderProblems } from './content-problems.ts';
import { currentPlaceholderValues } from './facts-file.ts';
import { elementsIn, idsIn, linksIn, optionsOf, readPageSource } from './page-source.ts';
import { siteFiles, type Overlay, type SiteFiles } from './site-files.ts';
import { siteRouteTable } from './site-routes.ts';
import { placeholderWordsProblems, templatePlaceholders } from './template-placeholders.ts';

const POST_FILE = /^pages\/blog\/([^/]+)\.mdx$/;
const AUTHOR_FILE = /^content\/authors\/[^/]+\.json$/;
const POSITION_FILE = /^content\/positions\/([^/]+\.json)$/;
const WEBINAR_FILE = /^content\/webinars\/[^/]+\.json$/;
const PAGE_FILE = /^pages\/(?!.*\/_)(?!_).*\.mdx$/;

/** The repository's content as `files` have it: every page and post, content file, author, position and webinar, by path. */
const contentPaths = (files: SiteFiles) => [...files.list('pages'), ...files.list('content')].filter(isContent);

const isContent = (file: string) =>
  (PAGE_FILE.test(file) && !isTemplate(file)) ||
  contentFiles.some((c) => c.file === file) ||
  AUTHOR_FILE.test(file) ||
  POSITION_FILE.test(file) ||
  WEBINAR_FILE.test(file);

/** A JSON file's data; undefined when it is not JSON (its own check says so). */
const jsonOf = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** The placeholders' values as the facts file of `files` says them; as the disk's when it is not one (its own check says why). */
function valuesIn(files: SiteFiles) {
  try {
    return placeholderValuesOf(JSON.parse(files.read('content/facts.json')) as Facts);
  } catch {
    return currentPlaceholderValues();
  }
}

/**
 * The problems of the content a writer edits, one line each naming the file (and its line, or its field) and
 * why, as the build would refuse them: frontmatter, blocks and their options, claims, links to a route or an
 * #anchor that does not exist, content files against their schemas, authors, positions and webinars. `only`
 * limits the lines to those files (a save's); every file is read, as links and authors reach across files.
 */
export async function checkContent({ overlay = new Map(), only }: { overlay?: Overlay; only?: string[] } = {}): Promise<string[]> {
  const site = siteFiles(overlay);
  const read = (file: string) => site.read(file);
  const files = contentPaths(site);
  const values = valuesIn(site);
  const sources = new Map(files.filter((file) => PAGE_FILE.test(file)).map((file) => [file, readPageSource(read(file), file, values)]));
  const placeholders = templatePlaceholders(values);

  // Where links may go: every route of the site as the save leaves it, and the ids each page's text gives.
  const { table, problems: routeProblems } = siteRouteTable(site);
  const routes = new Set(table.routes.map((route) => route.path));
  const routesOfFile = new Map<string, Route[]>();
  for (const route of table.routes) routesOfFile.set(route.source, [...(routesOfFile.get(route.source) ?? []), route]);
  const idsByRoute = new Map<string, Set<string>>();
  for (const [file, { tree }] of sources) for (const route of routesOfFile.get(file) ?? []) idsByRoute.set(route.path, idsIn(tree));
  const redirects = files.includes(REDIRECTS_FILE) ? parseRedirects(read(REDIRECTS_FILE)) : [];
  // A link to an address a redirect sends on reaches its page (the host answers 301).
  const redirected = new Map(redirects.map((redirect, i) => [routeOf(redirect.from), { ...redirect, i }]));
  /** A link's problem; `from`, the route of the page it is on, which a bare `#anchor` points into. */
  const linkProblem = (file: string, href: string, from?: string) => {
    if (!(href.startsWith('/') || (from && href.startsWith('#'))) || href.startsWith('//')) return [];
    const url = new URL(href, `https://site.invalid${from ?? '/'}`);
    const route = url.pathname.replace(/(.)\/$/, '$1');
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (redirected.has(route) && !fragment) return [];
    if (!routes.has(route) && !/^\/(downloads|calendar)\//.test(route)) return [`${file}: link "${href}" points to no page`];
    const ids = idsByRoute.get(route);
    return fragment && ids && !ids.has(fragment) ? [`${file}: link "${href}": no section or heading "${fragment}" on ${route}`] : [];
  };
  /** Why a file may not have the address it would: it is another route's, kept for a form, or a redirect's. */
  const addressProblems = (file: string) => [
    ...routeProblems.filter((problem) => problem.file === file).map((problem) => problem.message),
    ...(routesOfFile.get(file) ?? []).flatMap((route) => {
      const redirect = redirected.get(route.path);
      return redirect
        ? [
            `${file}: its address ${route.path} is redirected to ${redirect.to} (${REDIRECTS_FILE}: redirects.${redirect.i}): choose another title or address, or remove that redirect first`,
          ]
        : [];
    }),
  ];

  const problems = (file: string): string[] => {
    const text = read(file);
    const source = sources.get(file);
    if (source) {
      const links = linksIn(source.tree).flatMap(({ href, line }) => linkProblem(`${file}:${line}`, href, pageRoute(file)));
      if (POST_FILE.test(file)) return [...postProblems(file, text, site), ...source.problems, ...addressProblems(file), ...links];
      const { meta, problems: frontmatter } = pageMetaOf(file, text);
      return [
        ...frontmatter,
        ...addressProblems(file),
        ...placeholderWordsProblems(file, source.tree, meta, placeholders),
        ...source.problems,
        ...blockProblems(file, source.tree),
        ...links,
      ];
    }
    const contentFile = contentFiles.find((c) => c.file === file);
    if (file === REDIRECTS_FILE) return [...contentFileProblems(contentFile!, text), ...redirectProblems(redirects, routes)];
    if (contentFile) {
      const hrefs = hrefsIn(jsonOf(text)).flatMap(({ at, href }) => linkProblem(`${file}: ${at}`, href));
      return [...contentFileProblems(contentFile, text), ...hrefs];
    }
    if (AUTHOR_FILE.test(file)) return jsonProblems(file, text, (data) => authorSchema.safeParse(data));
    const position = POSITION_FILE.exec(file)?.[1];
    if (position) return [...checkPositionFile(text, position).problems, ...addressProblems(file)];
    const webinar = checkWebinarFile(text, file);
    return [...webinar.problems, ...(webinar.data ? placeholderProblems(file, webinar.data) : []), ...addressProblems(file)];
  };
  // The route table's lines about files that are no content (a page with a [param]) are the whole site's, as CI checks it.
  const others = only ? [] : routeProblems.filter((problem) => !files.includes(problem.file)).map((problem) => problem.message);
  return [...files.filter((file) => !only || only.includes(file)).flatMap(problems), ...others];
}

/** The route of a page file: 'pages/services/x.mdx' -> '/services/x', a post's, the not-found page's. */
function pageRoute(file: string): string {
  const post = POST_FILE.exec(file)?.[1];
  return post ? `/blog/${post}` : file === 'pages/[...all].mdx' ? NOT_FOUND_PATH : patternOf(file.slice('pages/'.length));
}

/**
 * Where the content links to any of `targets` (routes), as a save would leave it: one line per link, naming the page
 * and its line, or the content file and its field.
 */
export function linksTo(targets: ReadonlySet<string>, overlay: Overlay = new Map()): string[] {
  const site = siteFiles(overlay);
  const read = (file: string) => site.read(file);
  const values = valuesIn(site);
  const hits = (href: string) => href.startsWith('/') && !href.startsWith('//') && targets.has(routeOf(href));
  return contentPaths(site).flatMap((file) => {
    if (PAGE_FILE.test(file))
      return linksIn(readPageSource(read(file), file, values).tree).flatMap(({ href, line }) => (hits(href) ? [`${file}:${line}`] : []));
    if (!contentFiles.some((c) => c.file === file) || file === REDIRECTS_FILE) return [];
    return hrefsIn(jsonOf(read(file))).flatMap(({ at, href }) => (hits(href) ? [`${file}: ${at}`] : []));
  });
}

/** A page's frontmatter, or the line that says why it is none. */
function pageMetaOf(file: string, text: string): { meta?: PageMeta; problems: string[] } {
  try {
    return { meta: parseFrontmatter(text, file), problems: [] };
  } catch (error) {
    return { problems: [(error as Error).message] };
  }
}

function postProblems(file: string, text: string, site: SiteFiles): string[] {
  const slug = POST_FILE.exec(file)![1]!;
  const imageBytes = (repoPath: string) => site.size(repoPath);
  const { tree } = readPageSource(text, file, {});
  return [
    ...(POST_SLUG.test(slug) ? [] : [`${file}: the slug "${slug}" must be lowercase words joined by hyphens`]),
    ...checkPostFrontmatter(text, file, { imageBytes }).errors,
    ...bodyImageProblems(imagesIn(tree), file, imageBytes),
    ...elementsIn(tree)
      .filter((element) => element.name !== 'Claim')
      .map((element) => `${file}:${element.position?.start.line ?? 1}: a post holds prose, images and claims, not <${element.name}>`),
  ];
}

/** Blocks the editor does not know, and options a block does not take or that name no choice of it. */
function blockProblems(file: string, tree: ReturnType<typeof readPageSource>['tree']): string[] {
  // A claim's name is checked as a claim (readPageSource).
  return elementsIn(tree).flatMap((element) => {
    if (element.name === 'Claim') return [];
    const at = `${file}:${element.position?.start.line ?? 1}`;
    const component = pageComponents[element.name as keyof typeof pageComponents];
    if (!component) return [`${at}: <${element.name}> is not a block of the site (the editor's Insert menu lists them)`];
    const schema = component.schema as Record<string, { options?: readonly { value: string }[] }>;
    return [...optionsOf(element)].flatMap(([name, value]) => {
      const field = schema[name];
      if (!field) return [`${at}: <${element.name}> has no option "${name}"`];
      const choices = field.options?.map((option) => option.value);
      return choices && !choices.includes(value ?? '')
        ? [`${at}: <${element.name} ${name}="${value}"> must be one of ${choices.join(', ')}`]
        : [];
    });
  });
}

function jsonProblems(
  file: string,
  text: string,
  check: (data: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
) {
  try {
    const result = check(JSON.parse(text));
    return result.success ? [] : result.error!.issues.map((issue) => `${file}: "${issue.path.join('.') || 'file'}" ${issue.message}`);
  } catch (error) {
    return [`${file}: not valid JSON: ${(error as Error).message}`];
  }
}

/** Every link a content file holds, in its fields named href or to. */
function hrefsIn(data: unknown, at: string[] = []): { at: string; href: string }[] {
  if (data === null || typeof data !== 'object') return [];
  return Object.entries(data).flatMap(([key, value]) =>
    (key === 'href' || key === 'to') && typeof value === 'string'
      ? [{ at: [...at, key].join('.'), href: value }]
      : hrefsIn(value, [...at, key]),
  );
}
