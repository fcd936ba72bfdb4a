import { JSDOM } from 'jsdom';

/** A prerendered page's HTML as a document, to read with the DOM functions the browser uses (no scripts run). */
export const pageDocument = (html: string): Document => new JSDOM(html).window.document;
