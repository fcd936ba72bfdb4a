import { AI_SAVINGS_PERCENT, OFFSHORE_SAVINGS_PERCENT } from './savings.ts';
import type { Facts } from './schemas/facts.ts';

/** What a placeholder in a text of content/ may name: a claim, a fact, or a figure the calculator computes with. */
export const placeholderValuesOf = (facts: Facts): Readonly<Record<string, string | number>> => ({
  ...facts.claims,
  name: facts.name,
  email: facts.email,
  phone: facts.phone,
  offices: facts.offices.join(', '),
  postalAddress: facts.postalAddress,
  socialNetwork: facts.social.label,
  copyrightYear: facts.copyrightYear,
  aiSavingsPercent: AI_SAVINGS_PERCENT,
  offshoreSavingsPercent: OFFSHORE_SAVINGS_PERCENT,
});
