import { faqPageCategories } from '../../content/faq.ts';
import type { PageMeta } from '../../content/schemas/page.ts';
import { faqPageJsonLd, organizationJsonLd } from './structured-data.ts';

/**
 * The page's schema.org data as a <script type="application/ld+json"> for its <head>. Made at
 * build time from content/: search engines read it from the HTML, so it needs no JavaScript.
 * `<` is escaped so no string can close the script early.
 */
export function jsonLdTag(kind: PageMeta['structuredData'], siteUrl: string): string {
  if (!kind) return '';
  const data = kind === 'faq' ? faqPageJsonLd(faqPageCategories) : organizationJsonLd(siteUrl);
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
