/**
 * The class the page script puts on <html> when the text is set in the web font: at once when an
 * earlier page has loaded the font (it is in the cache), else once it has arrived after the page's
 * first paint and every element is set in it (WEB_FONT_PART). Without it the text stays in the
 * metric-matched fallback.
 */
export const WEB_FONT_CLASS = 'web-font';

/**
 * The attribute that sets an element's text in the web font: a first visit's page script switches
 * the page to it a few elements per frame (src/page-script/web-font-frames.ts), then adds WEB_FONT_CLASS.
 */
export const WEB_FONT_PART = 'data-web-font';
