// No zod here: the forms' HTML names these inputs without loading the schema.

/** Where a lead came from, sent with every form: the page, the visit's first UTM tags, its external referrer. */
export const ATTRIBUTION_FIELDS = ['page', 'utmSource', 'utmMedium', 'utmCampaign', 'referrer'] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type Attribution = Partial<Record<AttributionField, string>>;

/** Where the page script keeps the visit's source (its first page's utm_* tags and referrer) in sessionStorage. */
export const SOURCE_KEY = 'paylean:source';
