/** The public origin used for canonical links, Open Graph URLs and the sitemap. */
export const siteUrl = (import.meta.env.SITE_URL || 'https://paylean.example').replace(/\/+$/, '');
