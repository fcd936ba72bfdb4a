/** The longest figure a cover prints: it is drawn large, on a small tile. */
export const COVER_FIGURE_MAX = 6;

/** An amount ($2.3M, $436,800), a percentage (72%, 99.8%) or round the clock (24/7). */
const FIGURE = /\$\d[\d,.]*\s?[KMB]?\b|\b\d+(?:\.\d+)?%|\b24\/7\b/;

/**
 * The key figure of a post, as its title or else its teaser states it first: '$2.3M', '72%', '24/7'.
 * A year or a bare count is not one. Undefined when there is none or it is too long to draw.
 */
export function keyFigure(title: string, description: string): string | undefined {
  const figure = (FIGURE.exec(title) ?? FIGURE.exec(description))?.[0].replace(/\s/g, '');
  return figure && figure.length <= COVER_FIGURE_MAX ? figure : undefined;
}

/** '72%' -> 72: how far a ring is drawn for a percentage; undefined for any other figure. */
export const percentOf = (figure: string | undefined) => {
  const value = figure?.endsWith('%') ? Number.parseFloat(figure) : NaN;
  return value >= 0 && value <= 100 ? value : undefined;
};
