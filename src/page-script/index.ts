/**
 * The one script every page carries, inline before #root so it listens from first paint (the
 * build bundles this file on its own and the CSP allows it by its hash). With the island loader it
 * fetches after the first paint on a page with widgets (and the analytics module, in a build with
 * analytics), it is the page's whole start-up JavaScript: islands load their own code when the
 * visitor nears or reaches for them.
 */
import { hasNearIsland } from '../../components/runtime/islands.ts';
import { afterFirstPaint } from './after-first-paint.ts';
import { loadAnalytics } from './analytics-module.ts';
import { installAttribution } from './attribution.ts';
import { installEarlyInput } from './early-input.ts';
import { islandLoader } from './island-loader-module.ts';
import { closePopoverOnLink, openLinkedDetails } from './native-helpers.ts';
import { installSearchOpener } from './search-opener.ts';
import { startWebFont } from './web-font.ts';

/** The analytics module's URL, set by the build; empty without analytics, and then none of its code is bundled here. */
declare const __ANALYTICS__: string;

startWebFont(window);
afterFirstPaint(installAttribution(document));
window.__earlyInput = installEarlyInput(document);
installSearchOpener(document, (island) => islandLoader().then((loader) => loader.loadIsland(island)));
closePopoverOnLink(document);
openLinkedDetails(window);
if (__ANALYTICS__) loadAnalytics(__ANALYTICS__);
// A page without widgets (only islands that start when asked for) fetches no script until then.
afterFirstPaint(() => {
  if (!hasNearIsland(document)) return;
  islandLoader().then(
    (loader) => loader.watchIslands(document),
    () => {},
  );
});
