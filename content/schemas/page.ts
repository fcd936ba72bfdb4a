import { z } from 'zod';
import { pageChoice } from './content-files.ts';

/** What a page's frontmatter may hold; title and description are required on every page. */
export const pageFrontmatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  keywords: z.string().optional(),
  canonical: z.string().optional(),
  /** schema.org data the build puts in the page's <head>, made from content/ (no JavaScript needed). */
  structuredData: z.enum(['organization', 'faq']).optional(),
  noindex: z
    .boolean()
    .optional()
    .meta({ description: 'Keeps the page out of search engines, the sitemap and the search. A landing page (/lp/) always is.' }),
  replacedBy: pageChoice('Where its address sends visitors once the page is removed: a page must say it before it can be removed.')
    .optional()
    .meta({ title: 'When removed, send visitors to' }),
  draft: z.boolean().optional().meta({ description: 'A draft shows in npm run dev only, and in no build.' }),
  date: z.iso
    .date({ error: 'must be a date written YYYY-MM-DD' })
    .optional()
    .meta({ title: 'Publish on', description: 'A later date holds the page back until the first build on or after that day.' }),
});

export type PageMeta = z.infer<typeof pageFrontmatterSchema>;

/** Landing pages: their own section of addresses, out of search engines, the sitemap, the search and the navigation's choices. */
export const LANDING_DIR = 'lp';
