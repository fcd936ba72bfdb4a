/** Links the browser never speculates on: the function, files (a path with a dot), downloads, new tabs, and the Search link (it opens a dialog). */
const notPages = [
  { not: { href_matches: '/functions/*' } },
  { not: { href_matches: '/*.*' } },
  { not: { selector_matches: '[download],[target],[data-search-link]' } },
];

/**
 * Moving between pages is the browser's own navigation, made instant by Speculation Rules (a plain
 * <script type="speculationrules"> that browsers without them ignore): a same-site page is
 * prerendered when its link is hovered or pressed, and the home page, where the header's links
 * go, is fetched ahead from every other page. Inline, not a file named by a header: a request of
 * its own would sit on every page's LCP path. The CSP allows it by its hash (Chromium refuses
 * 'inline-speculation-rules' beside hashes).
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [{ where: { and: [{ href_matches: '/*' }, ...notPages] }, eagerness: 'moderate' }],
  prefetch: [{ where: { and: [{ selector_matches: 'header a' }, { href_matches: '/*' }, ...notPages] }, eagerness: 'eager' }],
});
