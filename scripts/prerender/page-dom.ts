import { JSDOM } from 'jsdom';

const STYLE_TEXT = /(<style\b[^>]*>)[\s\S]*?(<\/style>)/g;

let parser: DOMParser | undefined;

/**
 * A prerendered page's HTML as a document, to read with the DOM functions the browser uses (no scripts run). The
 * build reads every page this way, several times: so one window's DOMParser parses them all (a window per page
 * took most of the time), and their <style> elements are left empty (nothing that reads a built page needs its
 * CSS, and JSDOM parses it into a style sheet).
 */
export function pageDocument(html: string): Document {
  parser ??= new new JSDOM('').window.DOMParser();
  return parser.parseFromString(html.replace(STYLE_TEXT, '$1$2'), 'text/html');
}
