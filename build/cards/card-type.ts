/** The type of a social card, in pixels of its 1200 × 630 (build/cards/CardLayout.tsx). */
export const cardType = {
  padding: { top: 64, x: 72, bottom: 48 },
  kicker: 26,
  gap: 20,
  strip: 14,
} as const;

/** Shorter headlines are set larger; three lines at most, then an ellipsis. Beside a cover, the column is narrower: four lines. */
export const titleSize = (title: string, besideCover = false) =>
  besideCover ? (title.length <= 40 ? 52 : title.length <= 70 ? 44 : 38) : title.length <= 40 ? 68 : title.length <= 70 ? 58 : 50;
