/** schema.org JSON-LD built from content data, so search results match what the pages say. */
import type { FaqCategory } from '../../content/faq.ts';
import { site } from '../../content/site.ts';

export function organizationJsonLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    description: site.tagline,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: site.email,
    telephone: site.phone,
    address: site.postalAddress,
    sameAs: [site.social.href],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: site.email,
      telephone: site.phone,
      availableLanguage: 'English',
    },
  };
}

export function faqPageJsonLd(categories: readonly FaqCategory[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: categories.flatMap((category) =>
      category.faqs.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.answer },
      })),
    ),
  };
}
