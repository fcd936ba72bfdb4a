import { WEB_FONT_CLASS } from '../../components/theme/web-font-class.ts';
import { afterFirstPaint } from './after-first-paint.ts';
import { setInWebFontByFrames } from './web-font-frames.ts';

/** The localStorage key set once this browser has loaded the web font, so it is in its cache. */
const WEB_FONT_LOADED_KEY = 'paylean:web-font';

/**
 * Sets the text in the web font without putting the font on the first paint's path. A browser
 * that has loaded it before uses it from the first paint (the class goes on before the page's text
 * is parsed, and the font comes from the cache). A first visit paints in the metric-matched
 * fallback, asks for the font only after that paint, and switches to it once it is there, a few
 * elements per frame (./web-font-frames.ts): the glyphs change, the layout does not.
 */
export function startWebFont(win: Window): void {
  const doc = win.document;
  const setInWebFont = () => doc.documentElement.classList.add(WEB_FONT_CLASS);
  try {
    if (win.localStorage.getItem(WEB_FONT_LOADED_KEY)) return setInWebFont();
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
