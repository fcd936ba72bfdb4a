import { z } from 'zod';
import countries from '../countries.json' with { type: 'json' };
import { text } from './lists.ts';

/** A position's slug (its file name and address, /careers/<slug>): lowercase words joined by hyphens. */
export const POSITION_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const positionTypes = ['Full-time', 'Part-time', 'Contract'] as const;
export const workplaces = ['remote', 'hybrid', 'on-site'] as const;

/** A salary's currency: an ISO 4217 code. */
export const CURRENCY_CODE = /^[A-Z]{3}$/;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = z.iso.date({ error: 'a date as YYYY-MM-DD' });
const countryCode = z.enum(
  countries.map((country) => country.iso),
  { error: 'a two-letter country code such as US' },
);
/** The editor writes an empty text field as ''; it means "not given". */
const optionalText = z.preprocess((value) => (value === '' || value === null ? undefined : value), text.optional());

/** A yearly salary range in one currency, with an optional note after it ('base + commission'). */
export const salarySchema = z
  .strictObject({
    currency: z.string().regex(CURRENCY_CODE, 'a three-letter currency code such as USD'),
    min: z.number().int().positive(),
    max: z.number().int().positive(),
    note: optionalText,
  })
  .refine((salary) => salary.min <= salary.max, { message: 'min must not be above max', path: ['max'] });

/**
 * A content/positions/<slug>.json file. `location` is the text the page shows; `workplace`, `city`,
 * `region` and `countries` say the same for search engines: a remote role lists the countries a
 * candidate may live in, a hybrid or on-site role its office (city, region, and its one country).
 */
export const positionSchema = z
  .strictObject({
    title: text,
    department: text,
    location: text,
    workplace: z.enum(workplaces),
    city: optionalText,
    region: optionalText,
    countries: z.array(countryCode).min(1),
    type: z.enum(positionTypes),
    salary: salarySchema,
    posted: isoDate,
    validThrough: isoDate,
    description: text,
    requirements: z.array(text).min(1),
  })
  .superRefine((position, ctx) => {
    if (position.workplace !== 'remote' && !position.city)
      ctx.addIssue({ code: 'custom', path: ['city'], message: `a ${position.workplace} position needs its office's city` });
    if (position.workplace !== 'remote' && position.countries.length !== 1)
      ctx.addIssue({ code: 'custom', path: ['countries'], message: `a ${position.workplace} position's office is in one country` });
    const dates = [position.posted, position.validThrough];
    if (dates.every((date) => ISO_DATE.test(date)) && position.validThrough < position.posted)
      ctx.addIssue({ code: 'custom', path: ['validThrough'], message: 'must not be before "posted"' });
  });

export type PositionFile = z.infer<typeof positionSchema>;
