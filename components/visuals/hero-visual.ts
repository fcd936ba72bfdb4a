import { isValidElement, type ReactNode } from 'react';

const HERO_VISUAL = 'heroVisual';

/**
 * Marks a block as a hero's picture: <Hero> sets it beside the heading and text from the large
 * breakpoint up, and after them on smaller screens, wherever the page puts it inside the hero.
 */
export function heroVisual<T extends (props: never) => ReactNode>(component: T): T {
  return Object.assign(component, { [HERO_VISUAL]: true });
}

export const isHeroVisual = (node: ReactNode) => isValidElement(node) && typeof node.type === 'function' && HERO_VISUAL in node.type;
