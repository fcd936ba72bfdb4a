/**
 * The class the page script puts on <html> when the text may be set in the web font: at once when
 * an earlier page has loaded the font (it is in the cache), else once it has arrived after the
 * page's first paint. Without it the text stays in the metric-matched fallback.
 */
export const WEB_FONT_CLASS = 'web-font';
