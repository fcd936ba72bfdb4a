/**
 * The editor's own page: its client bundle and nothing of the site (no index.html, no site entry),
 * served as is, without Vite's HMR client (see scripts/keystatic/client.ts).
 */
/** The editor's client entry, relative to the repository root. */
export const EDITOR_CLIENT = 'scripts/keystatic/client.ts';

export const EDITOR_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Blog editor · PayLean</title>
  </head>
  <body>
    <div id="keystatic"></div>
    <script type="module" src="/${EDITOR_CLIENT}"></script>
  </body>
</html>
`;
