import { z } from 'zod/mini';

/** What a page's frontmatter may hold; title and description are required on every page. */
export const frontmatterSchema = z.object({
  title: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  keywords: z.optional(z.string()),
  canonical: z.optional(z.string()),
  /** schema.org data the build puts in the page's <head>, made from content/ (no JavaScript needed). */
  structuredData: z.optional(z.enum(['organization', 'faq'])),
  /** Keeps the page out of search engines (the not-found page). */
  noindex: z.optional(z.boolean()),
});

export type PageMeta = z.infer<typeof frontmatterSchema>;
