let initialPage = false;

/**
 * True while the prerendered page is being hydrated, from just before hydrateRoot until the
 * first client-side navigation. Kept outside React state on purpose: a re-render would force
 * React to give up the server HTML of parts still waiting to hydrate.
 */
export const onInitialPage = () => initialPage;

/** Called by the browser entry when it hydrates prerendered HTML (not when it renders from scratch). */
export function beginHydration(): void {
  initialPage = true;
}

/**
 * The layout reports each location it renders, before the page below it renders, so the next
 * page's islands already know they are not hydrating. The router's first location has the key
 * 'default'.
 */
export function noteLocation(key: string): void {
  if (key !== 'default') initialPage = false;
}
