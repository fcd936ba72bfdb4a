/**
 * The type of a card drawn from a title and a kicker, in pixels of a social card (1200 px wide): the social
 * cards (scripts/cards/CardLayout.tsx) draw it at that size, and a post's drawn cover
 * (features/blog/DrawnCover.tsx) scales it to its own width.
 */
export const cardType = {
  padding: { top: 64, x: 72, bottom: 48 },
  kicker: 26,
  gap: 20,
  strip: 14,
} as const;

/** Shorter headlines are set larger; three lines at most, then an ellipsis. */
export const titleSize = (title: string) => (title.length <= 40 ? 68 : title.length <= 70 ? 58 : 50);
