/**
 * Zod schemas for the lists in content/. The build parses every list with them
 * (content/schemas/files.ts), so a writer's typo fails it naming the file, the item and the field.
 * They live apart from the data so that pages ship the data without zod: data files import only
 * the inferred types.
 */
import { z } from 'zod';
import { iconKeys } from '../icons.ts';

/** 'Certified' gets the green badge; the others the secondary one. */
const complianceStatuses = ['Certified', 'Compliant', 'Ready'] as const;

export const iconKeySchema = z.enum(iconKeys);

/** Copy that must not be blank: catches an emptied string left in the data. */
export const text = z.string().regex(/\S/, 'must not be empty');

/** An in-site route, optionally with an anchor: '/services/ai-automation', '/#contact'. */
export const routeSchema = z.string().regex(/^\/[a-z0-9/-]*(#[a-z0-9-]+)?$/);

/** The repeated icon + title + description card. */
export const cardSchema = z.strictObject({ icon: iconKeySchema, title: text, description: text });
export type Card = z.infer<typeof cardSchema>;

/** A big number with its label, e.g. { value: '70%', label: 'Cost Reduction' }. */
export const statSchema = z.strictObject({ value: text, label: text, description: text.optional() });
export type Stat = z.infer<typeof statSchema>;

/** A titled list entry without an icon. */
export const itemSchema = z.strictObject({ title: text, description: text });
export type Item = z.infer<typeof itemSchema>;

// home.ts
export const serviceCardSchema = z.strictObject({
  icon: iconKeySchema,
  title: text,
  description: text,
  href: routeSchema,
  features: z.array(text).min(1),
});
export const caseStudyHighlightSchema = z.strictObject({ title: text, summary: text, stats: z.array(statSchema), href: routeSchema });

// compliance.ts
export const complianceStandardSchema = z.strictObject({
  name: text,
  icon: iconKeySchema,
  status: z.enum(complianceStatuses),
  description: text,
  details: z.array(text).min(1),
});
export type ComplianceStandard = z.infer<typeof complianceStandardSchema>;
export const complianceProcessSchema = z.strictObject({ title: text, description: text, frequency: text });
export type ComplianceProcess = z.infer<typeof complianceProcessSchema>;
export const offshoreComplianceSchema = z.strictObject({ vetting: z.array(itemSchema), monitoring: z.array(itemSchema) });

// faq.ts
export const faqSchema = z.strictObject({ question: text, answer: text.meta({ multiline: true }) });
export type Faq = z.infer<typeof faqSchema>;
export const faqCategorySchema = z.strictObject({ icon: iconKeySchema, title: text, faqs: z.array(faqSchema).min(1) });
export type FaqCategory = z.infer<typeof faqCategorySchema>;
/**
 * A card whose action has no href shows an honest 'coming soon' state instead of a link. A card with `liveTitle` is the
 * chat's: its button starts the chat configured at build, or opens the form that sends the team a question.
 */
export const helpCardSchema = z.strictObject({
  icon: iconKeySchema,
  title: text,
  description: text,
  liveTitle: text.optional().meta({ title: 'Title with a live chat', description: 'Only the chat card’s: shown in a build with a live chat.' }),
  liveDescription: text
    .optional()
    .meta({ title: 'Description with a live chat', description: 'Only the chat card’s: shown in a build with a live chat.' }),
  action: z.strictObject({ label: text, href: routeSchema.optional() }),
});
export type HelpCard = z.infer<typeof helpCardSchema>;

// security.ts
export const certificationSchema = z.strictObject({ name: text, description: text });
export const dataProtectionPointsSchema = z.array(text).min(1);

// console.ts
export const consoleCheckSchema = z.strictObject({ status: z.enum(['passed', 'flagged']), label: text, detail: text });
export const consoleCopySchema = z.strictObject({
  product: text,
  sampleLabel: text,
  runLabel: text,
  runName: text,
  status: text,
  checks: z.array(consoleCheckSchema).min(1),
  complianceTitle: text,
  compliance: z.array(text).min(1),
  /** After the certified standards in the console's compliance panel. */
  complianceNote: text,
  costTitle: text,
  inHouseLabel: text,
  withUsLabel: text,
  savingsLabel: text,
  footer: z.array(text),
  caption: text,
});
export type ConsoleCopy = z.infer<typeof consoleCopySchema>;

// visuals.ts
const percent = z.number().min(0).max(100);
export const visualTileSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('ring'), value: percent, label: text, caption: text.optional() }),
  z.strictObject({
    kind: z.literal('bars'),
    title: text,
    bars: z.array(z.strictObject({ label: text, value: percent, display: text })).min(1),
  }),
  z.strictObject({
    kind: z.literal('checks'),
    title: text,
    items: z.array(z.strictObject({ label: text, detail: text.optional() })).min(1),
  }),
  z.strictObject({ kind: z.literal('places'), title: text, places: z.array(text).min(1) }),
  z.strictObject({
    kind: z.literal('badges'),
    title: text,
    badges: z.array(z.strictObject({ label: text, status: text, certified: z.boolean() })).min(1),
  }),
]);
export type VisualTile = z.infer<typeof visualTileSchema>;
export const pageVisualSchema = z.strictObject({ label: text, tiles: z.array(visualTileSchema).min(1).max(3) });
export type PageVisualData = z.infer<typeof pageVisualSchema>;
