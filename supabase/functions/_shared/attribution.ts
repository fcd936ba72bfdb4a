import { z } from 'zod/mini';
import { ATTRIBUTION_FIELDS, type Attribution, type AttributionField } from './attribution-fields.ts';
import { SINGLE_LINE } from './control-characters.ts';

export type { Attribution, AttributionField };

/** Each is optional, trimmed, single-line text; an empty one counts as absent. */
export const attributionChecks = Object.fromEntries(
  ATTRIBUTION_FIELDS.map((key) => [
    key,
    z.optional(
      z
        .string({ error: 'expected text.' })
        .check(z.trim(), z.regex(SINGLE_LINE, 'control characters are not allowed.'), z.maxLength(2000, 'use at most 2000 characters.')),
    ),
  ]),
) as Record<AttributionField, z.ZodMiniOptional<z.ZodMiniString<string>>>;

/** The names of the attribution fields in error sentences. */
export const ATTRIBUTION_LABELS: Record<AttributionField, string> = {
  page: 'page',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  referrer: 'referrer',
};

/** The page a lead was sent from: the form's own field, else the Referer's path (a plain post without JavaScript). */
export function leadPage(payloadPage: string | undefined, referer: string | null): string | null {
  if (payloadPage) return payloadPage;
  if (!referer || !URL.canParse(referer)) return null;
  return new URL(referer).pathname;
}

/** The attribution columns of a stored row (form_leads and contact_submissions share them). */
export function attributionColumns(row: Attribution, referer: string | null) {
  const value = (key: AttributionField) => row[key] || null;
  return {
    page: leadPage(value('page') ?? undefined, referer),
    utm_source: value('utmSource'),
    utm_medium: value('utmMedium'),
    utm_campaign: value('utmCampaign'),
    referrer: value('referrer'),
  };
}

/** The attribution fields of a plain form post (empty ones left out). */
export function attributionParams(params: URLSearchParams): Attribution {
  return Object.fromEntries(ATTRIBUTION_FIELDS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])));
}
