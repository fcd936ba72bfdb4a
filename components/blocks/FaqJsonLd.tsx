import { faqPageCategories } from '../../content/faq.ts';
import { faqPageJsonLd } from '../../src/lib/structured-data.ts';
import { JsonLd } from '../sections/JsonLd.tsx';

/** schema.org FAQPage for /faq, from the same questions the accordion shows. */
export default function FaqJsonLd() {
  return <JsonLd data={faqPageJsonLd(faqPageCategories)} />;
}
