import raw from './facts.json' with { type: 'json' };
import { fillAll } from './placeholders.ts';
import { AI_SAVINGS_PERCENT, OFFSHORE_SAVINGS_PERCENT } from './savings.ts';
import type { Facts } from './schemas/facts.ts';

/** content/facts.json, checked against content/schemas/facts.ts when the site builds. */
const facts = raw as Facts;

/** The company's facts: brand, contacts, offices, policy date (content/facts.json). */
export const site = {
  ...facts,
  /** The phone as a link: its digits after the +. */
  phoneHref: `tel:+${facts.phone.replace(/\D/g, '')}`,
};

/** The figures the site claims, each stated once in content/facts.json. */
export const claims = facts.claims;

/** What a placeholder in a text of content/ may name: a claim, a fact, or a figure the calculator computes with. */
export const placeholderValuesOf = (facts: Facts): Readonly<Record<string, string | number>> => ({
  ...facts.claims,
  name: facts.name,
  email: facts.email,
  phone: facts.phone,
  offices: facts.offices.join(', '),
  postalAddress: facts.postalAddress,
  aiSavingsPercent: AI_SAVINGS_PERCENT,
  offshoreSavingsPercent: OFFSHORE_SAVINGS_PERCENT,
});

export const placeholderValues = placeholderValuesOf(facts);

/**
 * A content file's data with its placeholders filled, typed by its schema (content/schemas/): the build checks
 * the file against that schema, so the data pages ship carries no zod.
 */
export const contentOf = <T>(raw: unknown): T => fillAll(raw, placeholderValues) as T;
