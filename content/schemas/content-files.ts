/**
 * The schemas of the content files a writer edits (content/*.json): one per file, in the order the editor
 * writes the fields. Built from the item schemas of ./lists.ts.
 */
import { z } from 'zod';
import {
  cardSchema,
  caseStudyHighlightSchema,
  certificationSchema,
  complianceProcessSchema,
  complianceStandardSchema,
  consoleCopySchema,
  faqCategorySchema,
  helpCardSchema,
  iconKeySchema,
  itemSchema,
  routeSchema,
  serviceCardSchema,
  statSchema,
  text,
} from './lists.ts';

const cards = z.array(cardSchema);
const stats = z.array(statSchema);
const items = z.array(itemSchema);

export const homeFileSchema = z.strictObject({
  heroStats: stats.meta({ title: 'Hero figures' }),
  serviceCards: z.array(serviceCardSchema).meta({ title: 'Service cards', description: 'The Two-Tier Optimization Strategy cards.' }),
  benefitTiles: cards.meta({ title: 'Benefit tiles' }),
  caseStudy: caseStudyHighlightSchema.meta({ title: 'Case study', description: 'The case study under Results You Can Count On.' }),
  proofPoints: stats.meta({ title: 'Proof points', description: 'Beside the case study.' }),
  trustStrip: z
    .strictObject({ label: text, companies: text, offices: text })
    .meta({ title: 'Band under the hero', description: 'Its words; its figures are the claims.' }),
});

export const aboutFileSchema = z.strictObject({ stats, values: cards.meta({ title: 'Our values' }) });

export const servicesFileSchema = z.strictObject({ aiAutomation: cards.meta({ title: 'AI Automation cards' }) });

export const careersFileSchema = z.strictObject({ benefits: cards.meta({ title: 'Benefits' }) });

export const securityFileSchema = z.strictObject({
  features: cards.meta({ title: 'Security features' }),
  certifications: z.array(certificationSchema),
  dataProtection: z.array(text).min(1).meta({ title: 'Data protection standards' }),
  metrics: stats.meta({ title: 'By the numbers' }),
  practices: cards.meta({ title: 'Security practices' }),
});

export const complianceFileSchema = z.strictObject({
  standards: z.array(complianceStandardSchema).meta({ title: 'Compliance standards' }),
  processes: z.array(complianceProcessSchema).meta({ title: 'Compliance management' }),
  dataRights: items.meta({ title: 'Data protection rights' }),
  vetting: items.meta({ title: 'Partner vetting' }),
  monitoring: items.meta({ title: 'Ongoing monitoring' }),
});

export const faqFileSchema = z.strictObject({
  categories: z
    .array(
      z.strictObject({
        icon: iconKeySchema,
        title: text,
        home: z.boolean().optional().meta({ title: 'On the home page', description: 'Also in the home page’s FAQ section.' }),
        faqs: faqCategorySchema.shape.faqs.meta({ title: 'Questions' }),
      }),
    )
    .min(1)
    .meta({ title: 'Categories', description: 'The /faq page shows them all, in this order.' }),
  helpCards: z.array(helpCardSchema).meta({ title: 'Need More Help cards' }),
});

/** A route the editor offers as a choice among the site's pages and the home page's sections (editor/zod-fields.ts). */
export const pageChoice = (description: string) => routeSchema.meta({ description, choice: 'page' });

const navLink = z.strictObject({ label: text, to: pageChoice('A page of the site, or a section of the home page.') });
export const navigationFileSchema = z.strictObject({
  headerLinks: z.array(navLink).meta({ title: 'Header links', description: 'The header’s links, and the phone menu’s.' }),
  footerColumns: z.array(z.strictObject({ title: text, links: z.array(navLink).min(1) })).meta({ title: 'Footer columns' }),
});

export const whitePaperFileSchema = z.strictObject({
  title: text.meta({ description: 'On the white papers page and the PDF’s cover.' }),
  subtitle: text.meta({ description: 'Under the title on the PDF’s cover.' }),
  summary: text.meta({ multiline: true, description: 'On the white papers page, before the highlights.' }),
  highlights: z.array(text).min(1).meta({ description: 'What the paper covers, listed on its page.' }),
  formLead: text.meta({ title: 'Before the form', description: 'On the page, just above the request form.' }),
  file: z
    .string()
    .regex(/^\/downloads\/[a-z0-9-]+\.pdf$/, 'must be a PDF under /downloads/')
    .meta({ title: 'PDF address', description: 'Where the build writes the PDF.' }),
  published: text.meta({ description: 'As the PDF’s cover shows it: March 2024.' }),
  author: text,
  sections: z
    .array(
      z.strictObject({
        heading: text,
        paragraphs: z.array(text.meta({ multiline: true })).min(1),
        bullets: z.array(text).meta({ description: 'A list after the paragraphs (may be empty).' }),
      }),
    )
    .min(1),
});

export const consoleFileSchema = consoleCopySchema.omit({ compliance: true });

/** A path that once was a page: an address of the site, without its host. */
const oldAddress = z
  .string()
  .regex(/^\/[A-Za-z0-9/._~%-]*$/, 'must be an address of the site such as /lp/spring-offer')
  .meta({ title: 'From', description: 'The old address, such as /lp/spring-offer.' });

export const redirectsFileSchema = z.strictObject({
  redirects: z
    .array(z.strictObject({ from: oldAddress, to: pageChoice('The page its visitors now reach.').meta({ title: 'To' }) }))
    .meta({
      title: 'Redirects',
      description: 'Old addresses sent on for good (301) to a page. Renaming or removing a page adds one.',
    }),
});
