import { WEB_FONT_CLASS } from '../../components/theme/web-font-class.ts';
import { afterFirstPaint } from './after-first-paint.ts';
import { isPageOf } from './referrer.ts';
import { setInWebFontByFrames } from './web-font-frames.ts';

/** The localStorage key set once this browser has loaded the web font, so it is in its cache. */
const WEB_FONT_LOADED_KEY = 'paylean:web-font';

/**
 * Sets the text in the web font without putting the font on the first paint's path. A page reached from another
 * page of the site (a link followed, a prerender), in a browser that has loaded the font before, uses it from the
 * first paint (the class goes on before the page's text is parsed, and the font comes from the cache). Any other
 * page paints in the metric-matched fallback, asks for the font only after that paint, and switches to it once it
 * is there (from the cache at once for a returning visitor), a few elements per frame (./web-font-frames.ts): the
 * glyphs change, the layout does not. A landing page does not read the flag: storage is a synchronous call to the
 * browser, and on a busy phone it held the parse of every first visit's page for up to tens of ms.
 */
export function startWebFont(win: Window): void {
  const doc = win.document;
  const setInWebFont = () => doc.documentElement.classList.add(WEB_FONT_CLASS);
  try {
    if (isPageOf(doc.referrer, win.location.origin) && win.localStorage.getItem(WEB_FONT_LOADED_KEY)) return setInWebFont();
  } catch {
    // storage off (some private modes, a sandboxed frame): every page is a first visit
  }
  afterFirstPaint(() => {
    doc.fonts.load('1em Manrope').then(
      () => {
        setInWebFontByFrames(win, setInWebFont);
        try {
          win.localStorage.setItem(WEB_FONT_LOADED_KEY, '1');
        } catch {
          // full or read-only storage: the next page waits for the font again
        }
      },
      () => {}, // the font did not load: the fallback stays
    );
  });
}
