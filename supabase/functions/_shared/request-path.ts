/**
 * One reading of a request's path, made before any check or route sees it. Every server and function decides on a
 * request to a function or to the editor's API from `path`, the canonical form: percent-decoded once, with no empty
 * or dot segments and no trailing slash. A request to those paths whose target is spelled otherwise (`update/`,
 * `//update`, `%75pdate`, `./update`) is refused before any check, so no check can be passed by a spelling that
 * a later layer reads as the same path.
 */
export interface RequestPath {
  /** The canonical path: '/', or '/' and segments joined by '/', each non-empty and neither '.' nor '..'. */
  path: string;
  /** Whether the target's path was already spelled that way. */
  canonical: boolean;
}

/** The path of a request-target in origin form (`/a/b?q`) or absolute form (`http://host/a/b?q`). */
function rawPathOf(target: string): string | undefined {
  if (target.startsWith('/')) return target.replace(/[?#].*$/s, '');
  // The absolute form (a proxy's request): only its path matters here. `*` and anything else is no path.
  if (/^https?:\/\//i.test(target) && URL.canParse(target)) {
    const afterAuthority = target.replace(/^https?:\/\/[^/?#]*/i, '');
    return afterAuthority.startsWith('/') ? afterAuthority.replace(/[?#].*$/s, '') : '/';
  }
  return undefined;
}

/** Each segment decoded once; undefined when one cannot be (a lone `%`, bytes that are not UTF-8). */
function decodedSegments(rawPath: string): string[] | undefined {
  try {
    return rawPath.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

/**
 * The canonical path of a request-target (`req.url` in Node, the path of a `Request`'s URL elsewhere), or undefined
 * when the target holds no readable path (`*`, a lone `%`, a control character): such a request gets a 400.
 */
export function readRequestPath(target: string): RequestPath | undefined {
  const raw = rawPathOf(target);
  if (raw === undefined) return undefined;
  const decoded = decodedSegments(raw);
  if (!decoded) return undefined;
  // eslint-disable-next-line no-control-regex -- a control character in a path is no path
  if (decoded.some((segment) => /[\u0000-\u001f\u007f\\]/.test(segment))) return undefined;
  const segments: string[] = [];
  // A decoded segment may hold a '/' (`%2F`): it is read as the separator it spells, never as part of a name.
  for (const segment of decoded.flatMap((part) => part.split('/'))) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const path = `/${segments.join('/')}`;
  return { path, canonical: path === raw };
}

/** Whether `path` (canonical) is `base` or under it: `/api/keystatic` and `/api/keystatic/tree`, not `/api/keystatics`. */
export const isUnder = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** The paths whose requests are decided from their canonical path: the functions and the editor's API. */
export const GUARDED_PATHS = ['/functions', '/api'] as const;

/**
 * Whether a request-target must be refused before any check: its path cannot be read, or it is a guarded path (in
 * any case of its letters) spelled otherwise than canonically. Pages keep the site's own trailing-slash style.
 */
export function refusedSpelling(target: string): boolean {
  const read = readRequestPath(target);
  if (!read) return true;
  const lower = read.path.toLowerCase();
  return !read.canonical && GUARDED_PATHS.some((base) => isUnder(lower, base));
}

/** The answer to such a request: 400 with an `error`, before anything is read or run. */
export const refusedSpellingResponse = () =>
  Response.json(
    { error: 'This address is not spelled as the site writes it (an extra or missing slash, an encoded letter or a dot segment).' },
    { status: 400, headers: { 'Cache-Control': 'no-store' } },
  );

/**
 * A function entry's handler behind the same rule. Every path an entry answers is a function's path, whatever prefix
 * the platform passes on (`/functions/v1/submit-form/…` or `/submit-form/…`), so any spelling of it other than the
 * canonical one is refused, before the handler reads a header or the body.
 */
export const withCanonicalPath =
  <Rest extends unknown[]>(handler: (req: Request, ...rest: Rest) => Promise<Response>) =>
  (req: Request, ...rest: Rest): Promise<Response> =>
    readRequestPath(req.url)?.canonical ? handler(req, ...rest) : Promise.resolve(refusedSpellingResponse());
