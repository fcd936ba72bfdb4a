/** Links the browser never speculates on: the function, feeds and files, downloads, new tabs, and the Search link (it opens a dialog). */
const notPages = [
  { not: { href_matches: '/functions/*' } },
  ...['/*.xml', '/*.json', '/*.txt'].map((pattern) => ({ not: { href_matches: pattern } })),
  { not: { selector_matches: '[download], [target], [data-search-link]' } },
];

/** Where the rules are served; every response's `Speculation-Rules` header names it. */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';

/**
 * Moving between pages is the browser's own navigation, made instant by Speculation Rules, which
 * browsers without them ignore: a same-site page is prerendered when its link is hovered or
 * pressed, and the home page, where the header's links go, is fetched ahead from every other page.
 * One file named by a response header rather than a script in every page: the documents stay
 * smaller (the home page must fit TCP's first round trip), and the CSP needs no hash for them.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [{ source: 'document', where: { and: [{ href_matches: '/*' }, ...notPages] }, eagerness: 'moderate' }],
  prefetch: [
    { source: 'document', where: { and: [{ selector_matches: 'header a' }, { href_matches: '/*' }, ...notPages] }, eagerness: 'eager' },
  ],
});
