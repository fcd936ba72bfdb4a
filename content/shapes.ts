import { z } from 'zod/mini';
import { iconKeySchema } from './icons.ts';

/** Copy that must not be blank: catches an emptied string left in the data. */
export const text = z.string().check(z.regex(/\S/));

/** An in-site route, optionally with an anchor: '/services/ai-automation', '/#contact'. */
export const routeSchema = z.string().check(z.regex(/^\/[a-z0-9/-]*(#[a-z0-9-]+)?$/));

/** The repeated icon + title + description card. */
export const cardSchema = z.strictObject({ icon: iconKeySchema, title: text, description: text });
export type Card = z.infer<typeof cardSchema>;

/** A big number with its label, e.g. { value: '70%', label: 'Cost Reduction' }. */
export const statSchema = z.strictObject({
  value: text,
  label: text,
  description: z.optional(text),
});
export type Stat = z.infer<typeof statSchema>;

/** A titled list entry without an icon. */
export const itemSchema = z.strictObject({ title: text, description: text });
export type Item = z.infer<typeof itemSchema>;
