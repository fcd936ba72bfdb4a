import { describe, expect, it } from 'vitest';
import { faqPageCategories } from '../../content/faq.ts';
import { site } from '../../content/site.ts';
import { faqPageJsonLd, organizationJsonLd } from '../../scripts/prerender/structured-data.ts';

describe('JSON-LD', () => {
  it('describes the organization from content/site.ts', () => {
    const org = organizationJsonLd('https://paylean.example');
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.name,
      url: 'https://paylean.example/',
      logo: 'https://paylean.example/favicon.svg',
      email: site.email,
      telephone: site.phone,
      address: site.postalAddress,
      sameAs: [site.social.href],
    });
  });

  it('lists every /faq question with its answer, in page order', () => {
    const ld = faqPageJsonLd(faqPageCategories);
    const faqs = faqPageCategories.flatMap((c) => c.faqs);
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity).toHaveLength(faqs.length);
    expect(ld.mainEntity).toEqual(
      faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
    );
  });
});
