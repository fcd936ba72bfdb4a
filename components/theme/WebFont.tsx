import { Global } from '@emotion/react';
import { fontFaceCss } from './web-font.ts';

/**
 * The web font's faces, written into the prerendered page's <head> (no stylesheet to wait for).
 * Nothing preloads the font: it is fetched only when the text is set in it (see WEB_FONT_CLASS),
 * so a first visit's first paint never waits for it. Rendered where the HTML is made
 * (GlobalStyles), so the browser bundle carries none of it.
 */
export function WebFont() {
  return <Global styles={fontFaceCss()} />;
}
