import raw from './faq.json' with { type: 'json' };
import type { z } from 'zod';
import type { faqFileSchema } from './schemas/content-files.ts';
import type { FaqCategory } from './schemas/lists.ts';
import { contentOf } from './site.ts';

export type { Faq, FaqCategory, HelpCard } from './schemas/lists.ts';

const faq = contentOf<z.infer<typeof faqFileSchema>>(raw);
const category = ({ icon, title, faqs }: FaqCategory): FaqCategory => ({ icon, title, faqs });

/** The /faq page: every category, in order. */
export const faqPageCategories: FaqCategory[] = faq.categories.map(category);

/** The home page's FAQ section: the categories marked for it. */
export const homeFaq: FaqCategory[] = faq.categories.filter((c) => c.home).map(category);

/** The groups an MDX page may ask <FaqAccordion groups="..."> for. */
export const faqGroups = { home: homeFaq, page: faqPageCategories } satisfies Record<string, FaqCategory[]>;

/** The /faq page's Need More Help section. */
export const helpCards = faq.helpCards;
