import { z } from 'zod/mini';
import { ATTRIBUTION_FIELDS, type Attribution, type AttributionField } from './attribution-fields.ts';
import { SINGLE_LINE } from '../control-characters.ts';

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

/**
 * A page as it is kept and counted: a path on the site (one `/`, then anything but a second `/` or `\\`, which a
 * browser reads as another host), else the home page `/`. A script may post any text; none of it names another site.
 */
export const sitePath = (page: string) => (/^\/(?![/\\])/.test(page) ? page : '/');

const UTM_TAGS = { utmSource: 'utm_source', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign' } as const;

/**
 * Where a lead came from: the form's own fields, which the page script fills. A plain post without JavaScript
 * sends them empty, so its page and its utm_* tags come from the Referer (the page's address); the external
 * referrer stays unknown. A tag holding a control character is left out, as the form's own field would be refused.
 * Either way the page is a path on the site (sitePath).
 */
export function withRefererSource<R extends Attribution>(row: R, referer: string | null): R {
  if (row.page) return { ...row, page: sitePath(row.page) };
  if (!referer || !URL.canParse(referer)) return row;
  const url = new URL(referer);
  const tags = Object.entries(UTM_TAGS).flatMap(([key, tag]) => {
    const value = url.searchParams.get(tag)?.trim().slice(0, 200);
    return value && !row[key as AttributionField] && SINGLE_LINE.test(value) ? [[key, value]] : [];
  });
  return { ...row, page: sitePath(url.pathname), ...Object.fromEntries(tags) };
}

/** The attribution columns of a stored row (form_leads and contact_submissions share them). */
export function attributionColumns(row: Attribution, referer: string | null) {
  const source = withRefererSource(row, referer);
  const value = (key: AttributionField) => source[key] || null;
  return {
    page: value('page'),
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
