/**
 * The one script every page carries, inline before #root so it listens from first paint (the
 * build bundles this file on its own and the CSP allows it by its hash). It is the page's whole
 * start-up JavaScript: islands load their own code when the visitor nears or reaches for them.
 */
import { afterFirstPaint } from './after-first-paint.ts';
import { installEarlyInput } from './early-input.ts';
import { watchIslands } from './island-loader.ts';
import { closePopoverOnLink, openLinkedDetails } from './native-helpers.ts';
import { installSearchOpener } from './search-opener.ts';
import { startWebFont } from './web-font.ts';

startWebFont(window);
window.__earlyInput = installEarlyInput(document);
installSearchOpener(document);
closePopoverOnLink(document);
openLinkedDetails(window);
afterFirstPaint(() => watchIslands(document));
