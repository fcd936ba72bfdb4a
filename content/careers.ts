import { fill } from './placeholders.ts';
import type { PositionFile } from './schemas/position.ts';
import words from './words/careers.json' with { type: 'json' };

// A default import: the Vite config loads this file, and Node's JSON modules have no named exports.
const { positions } = words;

/** A position from content/positions/<slug>.json (content/positions.ts reads them). */
export type Position = PositionFile & { slug: string };

/** A position as the build lists it: open until the end of its valid-through day. */
export type ListedPosition = Position & { open: boolean };

export const CAREERS_ROUTE = '/careers';
export const positionRoute = (slug: string) => `${CAREERS_ROUTE}/${slug}`;

/** Open on its valid-through day, closed from the next day on (dates as YYYY-MM-DD). */
export const isOpen = (position: Pick<PositionFile, 'validThrough'>, today: string) => today <= position.validThrough;

/** '$170,000 - $210,000', with the note after it: '$120,000 - $150,000 base + commission'. */
export function salaryText({ currency, min, max, note }: PositionFile['salary']): string {
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
  return `${amount.format(min)} - ${amount.format(max)}${note ? ` ${note}` : ''}`;
}

/** The words of the listing and of a position's page (content/words/careers.json). */
export const careersText = {
  ...positions,
  /** After 'Apply', for screen readers: 'Apply for Client Success Manager'. */
  applyFor: (title: string) => fill(positions.applyFor, { title }),
  closedDetail: (date: string) => fill(positions.closedDetail, { date }),
};
