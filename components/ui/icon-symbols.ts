/** Where the generated sprite lives (see icon-sprite.ts); IconTile.tsx imports it as a hashed asset URL. */
export const SPRITE_FILE = 'components/ui/icons.svg';

/**
 * The id of an icon's <symbol> when the prerender copies it into the page (see
 * build/prerender/icons.ts); prefixed so that it never clashes with a section's id.
 */
export const inlineIconId = (name: string) => `icon-${name}`;
