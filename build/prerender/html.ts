import { SPECULATION_RULES } from './speculation-rules.ts';
import { turnstileScriptFor } from '../../components/turnstile/turnstile.ts';

/** React emits hoisted head tags (title, meta, link) first in the rendered string. */
const leadingHeadTags = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/;

interface PageParts {
  /** What the app rendered for the route. */
  rendered: string;
  /** More tags for <head>: the page's styles, structured data. */
  head?: string;
  /** The page script (src/page-script), inlined before #root so it listens from first paint. */
  pageScript: string;
  /** Markup React does not own, put just before #root (the page's icon symbols). */
  beforeApp?: string;
}

/**
 * Puts a rendered page into index.html: hoisted head tags, the page's head (and Turnstile's script when the page
 * holds its widget) and the speculation rules into <head>, the page script and `beforeApp` before #root, the rest
 * into #root.
 */
export function injectIntoTemplate(template: string, { rendered, head = '', pageScript, beforeApp = '' }: PageParts): string {
  const hoisted = leadingHeadTags.exec(rendered)?.[0] ?? '';
  const body = rendered.slice(hoisted.length);
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('index.html lost its <!--app-head--> or <!--app-html--> placeholder');
  }
  return template
    .replace(
      '<!--app-head-->',
      () => `${hoisted}${head}${turnstileScriptFor(body)}<script type="speculationrules">${SPECULATION_RULES}</script>`,
    )
    .replace('<!--app-html-->', () => body)
    .replace('<div id="root">', () => `<script>${pageScript}</script>${beforeApp}<div id="root">`);
}
