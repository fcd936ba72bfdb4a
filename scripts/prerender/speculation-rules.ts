/** Links the browser never speculates on: the function, feeds and files, downloads, new tabs, and the Search link (it opens a dialog). */
const notPages = [
  { not: { href_matches: '/functions/*' } },
  ...['/*.xml', '/*.json', '/*.txt'].map((pattern) => ({ not: { href_matches: pattern } })),
  { not: { selector_matches: '[download], [target], [data-search-link]' } },
];

/**
 * Moving between pages is the browser's own navigation, made instant by Speculation Rules (a plain
 * <script type="speculationrules"> that browsers without them ignore): a same-site page is
 * prerendered when its link is hovered or pressed, and the home page, where the header's links
 * go, is fetched ahead from every other page. The same text on every page, so the CSP allows it
 * by one hash.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [{ source: 'document', where: { and: [{ href_matches: '/*' }, ...notPages] }, eagerness: 'moderate' }],
  prefetch: [
    { source: 'document', where: { and: [{ selector_matches: 'header a' }, { href_matches: '/*' }, ...notPages] }, eagerness: 'eager' },
  ],
});
