/**
 * Links the browser never speculates on: the function, files (a path with a dot: downloads, documents a link opens
 * in a new tab) and /search (its link opens a dialog). Only URL patterns: a rule that matches a CSS selector makes
 * the browser bring the page's style up to date as it parses, a long task on a slow phone.
 */
const notPages = { not: { href_matches: ['/functions/*', '/*.*', '/search'] } };

/**
 * Moving between pages is the browser's own navigation, made instant by Speculation Rules (a plain
 * <script type="speculationrules"> that browsers without them ignore): a same-site page is
 * prerendered when its link is hovered or pressed, and the home page, where the header's links
 * go, is fetched ahead from every other page. Inline, not a file named by a header: a request of
 * its own would sit on every page's LCP path. The CSP allows it by its hash (Chromium refuses
 * 'inline-speculation-rules' beside hashes).
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [{ where: { and: [{ href_matches: '/*' }, notPages] }, eagerness: 'moderate' }],
  prefetch: [{ where: { href_matches: '/' }, eagerness: 'eager' }],
});
