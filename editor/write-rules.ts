/**
 * The files the dev server's editor may write or delete, by repository path. Each rule is a pattern and what it
 * covers; a path no rule matches is refused with the list below, and so is any path that could leave its folder.
 * A new kind of content the editor saves is a new line here.
 */
const SEGMENT = '[\\w][\\w.-]*';
const IMAGE = '(?:png|jpe?g|webp|avif|gif|svg)';

const WRITE_RULES: readonly { pattern: RegExp; covers: string }[] = [
  // Not a route template (`[slug].mdx`: code that makes pages); the catch-all `[...all].mdx` is the not-found page's prose.
  {
    pattern: new RegExp(`^pages/(?:${SEGMENT}/)*(?:${SEGMENT}|\\[\\.\\.\\.\\w+\\])\\.mdx$`),
    covers: 'a page, pages/…/<name>.mdx (not a route template)',
  },
  { pattern: new RegExp(`^content/(?:${SEGMENT}/)*${SEGMENT}\\.json$`), covers: 'a content file, content/…/<name>.json' },
  // A post's pictures, cover and body alike, live in the folder named like the post.
  {
    pattern: new RegExp(`^pages/blog/${SEGMENT}/${SEGMENT}\\.${IMAGE}$`, 'i'),
    covers: 'a post’s picture, pages/blog/<post>/<name>.png (jpg, webp, avif, gif, svg)',
  },
];

/** Why the editor may not write or delete `repoPath`, or undefined when it may. */
export function writeProblem(repoPath: string): string | undefined {
  const segments = repoPath.split('/');
  if (repoPath.includes('\\') || segments.some((segment) => segment === '' || segment === '.' || segment === '..'))
    return `${repoPath}: refused, the editor writes only inside the repository's content folders`;
  if (WRITE_RULES.some((rule) => rule.pattern.test(repoPath))) return undefined;
  return `${repoPath}: refused, the editor writes only ${WRITE_RULES.map((rule) => rule.covers).join('; ')}`;
}
