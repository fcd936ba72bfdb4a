/**
 * Which end-to-end files test what a source file builds, for `npm run test:changed`. The end-to-end files test the
 * built site, so no import links them to the page or widget they visit: these rules do. A file a test imports
 * (server code, a fixture, a helper of tests/e2e/) needs no rule: vitest finds it in the test's imports. A new end-to-end
 * file that visits one feature adds its name to that feature's rule.
 */
export const E2E_RULES: [RegExp, string[]][] = [
  [/^features\/contact\/|^content\/contact-messages/, ['contact', 'early-form', 'early-taps', 'forms', 'analytics']],
  [/^features\/calculator\/|^content\/(calculator-copy|savings)/, ['widgets', 'early-taps', 'early-form', 'analytics']],
  [/^features\/forms\/|^features\/webinars\/|^content\/(webinar|white-paper)/, ['forms', 'analytics']],
  [/^features\/careers\/|^content\/(careers|positions|application)/, ['careers', 'apply', 'analytics']],
  [/^features\/blog\/|^content\/(blog|authors|covers)/, ['blog', 'blog-covers', 'post-images']],
  [/^features\/faq\/|^content\/faq/, ['early-taps', 'content']],
  [/^features\/search\/|^content\/search/, ['search', 'analytics']],
  [/^src\/page-script\//, ['islands', 'early-taps', 'analytics', 'widgets']],
  [/^editor\/|^content\/schemas\//, ['editor', 'editor-github']],
  [/^build\/cards\//, ['social-cards']],
  [/^components\/head\/|^build\/prerender\/page-head/, ['page-heads', 'social-cards', 'routes']],
  [/fonts?\b|^components\/theme\//, ['web-font', 'visual']],
  [/^server\/|^scripts\/serve/, ['quick-start']],
];

/** The files that visit every page: what a change to a page, the layout or the build may affect anywhere. */
export const EVERY_PAGE = ['routes', 'page-heads', 'a11y', 'visual', 'navigation'];

/** What makes the site: a change here needs a new test build before the end-to-end files run. */
export const SITE_SOURCE =
  /^(pages|components|features|src|content|public|schemas|editor|build)\/|^scripts\/build\.ts$|^(index\.html|vite\.config\.ts|\.env\.test)$/;

/** The end-to-end files (by name, without .e2e.ts) that a changed site source calls for. */
export function e2eFilesFor(file: string): string[] {
  const named = E2E_RULES.filter(([pattern]) => pattern.test(file)).flatMap(([, names]) => names);
  if (named.length > 0) return named;
  return SITE_SOURCE.test(file) ? EVERY_PAGE : [];
}
