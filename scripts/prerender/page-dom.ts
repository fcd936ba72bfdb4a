import { JSDOM } from 'jsdom';

const STYLE_TEXT = /(<style\b[^>]*>)[\s\S]*?(<\/style>)/g;

/**
 * A prerendered page's HTML as a document, to read with the DOM functions the browser uses (no scripts run). Its
 * <style> elements are left empty: nothing that reads a built page needs its CSS, and JSDOM's parsing of it took
 * most of the time, once or more per page of the build.
 */
export const pageDocument = (html: string): Document => new JSDOM(html.replace(STYLE_TEXT, '$1$2')).window.document;
