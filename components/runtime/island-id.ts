/**
 * The prefix of React ids (useId) inside an island. The prerender renders each island as a root of
 * its own with it and the browser hydrates it with the same, so both make the same ids whatever
 * else the page holds.
 */
export const islandIdPrefix = (name: string) => `${name}-`;
