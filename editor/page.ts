/**
 * The editor's own page: its client bundle and nothing of the site (no index.html, no site entry), served as is,
 * without Vite's HMR client under `npm run dev` (see editor/client.ts), and written to
 * dist/keystatic/index.html by a build for GitHub mode (editor/build-editor.ts).
 */
/** The editor's client entry, relative to the repository root. */
export const EDITOR_CLIENT = 'editor/client.ts';

interface EditorPage {
  /** The address of the client module: its source under the dev server, its built file in dist/. */
  script: string;
  /** A Content-Security-Policy the page carries itself (the built editor's). */
  csp?: string;
}

export const editorPage = ({ script, csp }: EditorPage) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />${csp ? `\n    <meta http-equiv="Content-Security-Policy" content="${csp}" />` : ''}
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Blog editor · PayLean</title>
    <meta name="description" content="Where PayLean's writers edit the website's posts, pages and positions." />
  </head>
  <body>
    <div id="keystatic"></div>
    <script type="module" src="${script}"></script>
  </body>
</html>
`;
