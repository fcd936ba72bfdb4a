import raw from './careers.json' with { type: 'json' };
import type { z } from 'zod';
import type { careersFileSchema } from './schemas/content-files.ts';
import type { Card } from './schemas/lists.ts';
import type { PositionFile } from './schemas/position.ts';
import { contentOf } from './site.ts';

export type CareerBenefit = Card;

export const careerBenefits: CareerBenefit[] = contentOf<z.infer<typeof careersFileSchema>>(raw).benefits;

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

/** The words of the listing and of a position's page. */
export const careersText = {
  apply: 'Apply',
  /** After 'Apply', for screen readers: 'Apply for Client Success Manager'. */
  applyFor: (title: string) => `for ${title}`,
  noOpenings: 'There are no open positions right now. Please check back soon.',
  allPositions: 'All open positions',
  closed: 'This position is closed.',
  closedDetail: (date: string) => `We stopped taking applications on ${date}. See the open positions for the roles we are hiring for now.`,
  postedOn: 'Posted',
  applyBy: 'Apply by',
};

/** The words of the application form on a position's page, and of the pages a plain form post ends on. */
export const applicationText = {
  heading: 'Apply for this position',
  lead: 'Send us your résumé and a few words about yourself. We reply to every candidate within a week.',
  submit: 'Send Application',
  sending: 'Sending…',
  progress: (percent: number) => `Uploading your application: ${percent}%`,
  countryPlaceholder: 'Choose a country',
  privacy: 'How we keep and erase your application',
  sent: { title: 'Application sent', description: 'Thank you! We have your application and will reply within a week.' },
  notSentTitle: 'Application not sent',
  tooLarge: 'Your résumé is larger than 5 MB. Please upload a smaller file: a PDF export is usually well under 1 MB.',
  offline: 'We could not reach our server. Check your connection and send the form again: everything you entered is still here.',
  notSentGeneric: 'Something went wrong and your application was not saved.',
};
