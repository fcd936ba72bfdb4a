import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { POST_SLUG } from '../../content/blog.ts';
import { checkPositionFile } from '../../content/positions.ts';
import { authorSchema } from '../../content/schemas/author.ts';
import { contentFiles } from '../../content/schemas/files.ts';
import { placeholderValuesOf } from '../../content/placeholder-values.ts';
import type { Facts } from '../../content/schemas/facts.ts';
import { bodyImageProblems, imagesIn } from '../blog/body-images.ts';
import { checkPostFrontmatter } from '../blog/post-frontmatter.ts';
import { pageComponents } from '../keystatic/components.ts';
import { isTemplate, parseFrontmatter } from '../pages.ts';
import { loadRouteTable, NOT_FOUND_PATH, patternOf } from '../routes.ts';
import { checkWebinarFile } from '../webinars/sessions.ts';
import { parseRedirects, redirectProblems, REDIRECTS_FILE, routeOf } from '../redirects.ts';
import { contentFileProblems, placeholderProblems } from './content-problems.ts';
import { elementsIn, idsIn, linksIn, optionsOf, readPageSource } from './page-source.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Files as a save would leave them: its texts over the repository's (undefined: the save removes it). */
export type Overlay = ReadonlyMap<string, Buffer | undefined>;

const POST_FILE = /^pages\/blog\/([^/]+)\.mdx$/;
const AUTHOR_FILE = /^content\/authors\/[^/]+\.json$/;
const POSITION_FILE = /^content\/positions\/([^/]+\.json)$/;
const WEBINAR_FILE = /^content\/webinars\/[^/]+\.json$/;
const PAGE_FILE = /^pages\/(?!.*\/_)(?!_).*\.mdx$/;

/** The repository's content: every page and post, content file, author, position and webinar, by path. */
function contentPaths(overlay: Overlay): string[] {
  const below = (dir: string) =>
    existsSync(path.join(root, dir))
      ? readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((name) => `${dir}/${name.replaceAll('\\', '/')}`)
      : [];
  const onDisk = [...below('pages'), ...below('content')];
  const all = new Set([...onDisk, ...overlay.keys()]);
  return [...all].filter((file) => overlay.get(file) !== undefined || (!overlay.has(file) && onDisk.includes(file))).sort();
}

const isContent = (file: string) =>
  (PAGE_FILE.test(file) && !isTemplate(file)) ||
  contentFiles.some((c) => c.file === file) ||
  AUTHOR_FILE.test(file) ||
  POSITION_FILE.test(file) ||
  WEBINAR_FILE.test(file);

/**
 * The problems of the content a writer edits, one line each naming the file (and its line, or its field) and
 * why, as the build would refuse them: frontmatter, blocks and their options, claims, links to a route or an
 * #anchor that does not exist, content files against their schemas, authors, positions and webinars. `only`
 * limits the lines to those files (a save's); every file is read, as links and authors reach across files.
 */
export async function checkContent({ overlay = new Map(), only }: { overlay?: Overlay; only?: string[] } = {}): Promise<string[]> {
  const read = (file: string) => overlay.get(file)?.toString('utf8') ?? readFileSync(path.join(root, file), 'utf8');
  const files = contentPaths(overlay).filter(isContent);
  const values = placeholderValuesOf(JSON.parse(read('content/facts.json')) as Facts);
  const sources = new Map(files.filter((file) => PAGE_FILE.test(file)).map((file) => [file, readPageSource(read(file), file, values)]));

  // Where links may go: every route of the site as its files make it, and the ids each page's text gives.
  const table = await loadRouteTable({ mode: 'production', includeUnpublished: true });
  const routes = new Set(table.routes.map((route) => route.path));
  // A page the save removes has no route any more (the table was read from the files as they are).
  for (const [file, bytes] of overlay) if (bytes === undefined && PAGE_FILE.test(file)) routes.delete(pageRoute(file));
  const idsByRoute = new Map<string, Set<string>>();
  for (const [file, { tree }] of sources) {
    const route = pageRoute(file);
    routes.add(route);
    idsByRoute.set(route, idsIn(tree));
  }
  for (const file of files) {
    const position = POSITION_FILE.exec(file)?.[1];
    if (position) routes.add(`/careers/${position.replace(/\.json$/, '')}`);
  }
  const redirects = files.includes(REDIRECTS_FILE) ? parseRedirects(read(REDIRECTS_FILE)) : [];
  // A link to an address a redirect sends on reaches its page (the host answers 301).
  const redirected = new Set(redirects.map((redirect) => routeOf(redirect.from)));
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

  const problems = (file: string): string[] => {
    const text = read(file);
    const source = sources.get(file);
    if (source) {
      const links = linksIn(source.tree).flatMap(({ href, line }) => linkProblem(`${file}:${line}`, href, pageRoute(file)));
      if (POST_FILE.test(file)) return [...postProblems(file, text, overlay), ...source.problems, ...links];
      return [...pageProblems(file, text), ...source.problems, ...blockProblems(file, source.tree), ...links];
    }
    const contentFile = contentFiles.find((c) => c.file === file);
    if (file === REDIRECTS_FILE) return [...contentFileProblems(contentFile!, text), ...redirectProblems(redirects, routes)];
    if (contentFile) {
      const hrefs = hrefsIn(JSON.parse(text)).flatMap(({ at, href }) => linkProblem(`${file}: ${at}`, href));
      return [...contentFileProblems(contentFile, text), ...hrefs];
    }
    if (AUTHOR_FILE.test(file)) return jsonProblems(file, text, (data) => authorSchema.safeParse(data));
    const position = POSITION_FILE.exec(file)?.[1];
    if (position) return checkPositionFile(text, position).problems;
    const webinar = checkWebinarFile(text, file);
    return [...webinar.problems, ...(webinar.data ? placeholderProblems(file, webinar.data) : [])];
  };
  return files.filter((file) => !only || only.includes(file)).flatMap(problems);
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
  const read = (file: string) => overlay.get(file)?.toString('utf8') ?? readFileSync(path.join(root, file), 'utf8');
  const values = placeholderValuesOf(JSON.parse(read('content/facts.json')) as Facts);
  const hits = (href: string) => href.startsWith('/') && !href.startsWith('//') && targets.has(routeOf(href));
  return contentPaths(overlay)
    .filter(isContent)
    .flatMap((file) => {
      if (PAGE_FILE.test(file))
        return linksIn(readPageSource(read(file), file, values).tree).flatMap(({ href, line }) => (hits(href) ? [`${file}:${line}`] : []));
      if (!contentFiles.some((c) => c.file === file) || file === REDIRECTS_FILE) return [];
      return hrefsIn(JSON.parse(read(file))).flatMap(({ at, href }) => (hits(href) ? [`${file}: ${at}`] : []));
    });
}

function pageProblems(file: string, text: string): string[] {
  try {
    parseFrontmatter(text, file);
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}

function postProblems(file: string, text: string, overlay: Overlay): string[] {
  const slug = POST_FILE.exec(file)![1]!;
  const imageBytes = (repoPath: string) =>
    overlay.has(repoPath)
      ? overlay.get(repoPath)?.byteLength
      : existsSync(path.join(root, repoPath))
        ? readFileSync(path.join(root, repoPath)).byteLength
        : undefined;
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
