import { z } from 'zod';

/** What a page's frontmatter may hold; title and description are required on every page. */
export const pageFrontmatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  keywords: z.string().optional(),
  canonical: z.string().optional(),
  /** schema.org data the build puts in the page's <head>, made from content/ (no JavaScript needed). */
  structuredData: z.enum(['organization', 'faq']).optional(),
  /** Keeps the page out of search engines (the not-found page). */
  noindex: z.boolean().optional(),
});

export type PageMeta = z.infer<typeof pageFrontmatterSchema>;
