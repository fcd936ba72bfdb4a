import { Global } from '@emotion/react';
import { fontFaceCss, webFontUrl } from './web-font.ts';

/**
 * The web font's preload and faces, written into the prerendered page's <head>: the font is
 * requested with the HTML, before any script, and text is laid out in its metric-matched fallback
 * until it arrives. Rendered where the HTML is made (GlobalStyles), so the browser bundle carries none of it.
 */
export function WebFont() {
  return (
    <>
      <link rel="preload" href={webFontUrl} as="font" type="font/woff2" crossOrigin="anonymous" />
      <Global styles={fontFaceCss()} />
    </>
  );
}
