import { site } from '../../content/site.ts';

/** Every page's social card: one PNG of this size, drawn at build time (build/cards/). */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

/** '/' -> '/cards/index.png', '/blog/x' -> '/cards/blog/x.png': where the build writes a route's card. */
export const socialCardPath = (route: string) => `/cards${route === '/' ? '/index' : route.replace(/\/+$/, '')}.png`;

/**
 * The card's headline, which is also its alt text: the page title without a leading
 * 'PayLean | ', since the card carries the brand already.
 */
export const socialCardTitle = (title: string) => title.replace(new RegExp(`^${site.name}\\s*[|:–-]\\s*`), '');
