import type { z } from 'zod';
import { factsSchema } from './facts.ts';
import {
  aboutFileSchema,
  careersFileSchema,
  complianceFileSchema,
  consoleFileSchema,
  faqFileSchema,
  homeFileSchema,
  navigationFileSchema,
  redirectsFileSchema,
  securityFileSchema,
  servicesFileSchema,
  whitePaperFileSchema,
} from './content-files.ts';
import { blogWordsSchema, careersWordsSchema, webinarWordsSchema } from './collection-words.ts';
import { blockWordsSchema, layoutWordsSchema } from './page-words.ts';
import { calculatorWordsSchema, contactWordsSchema, searchWordsSchema } from './widget-words.ts';

/** A content file a writer edits: its path, what the editor calls it, and the schema it must match. */
export interface ContentFile {
  /** From the repository's root: 'content/faq.json'. */
  file: string;
  label: string;
  schema: z.ZodObject;
}

/** Every JSON content file: the build and the editor's save check each against its schema. */
export const contentFiles: ContentFile[] = [
  { file: 'content/facts.json', label: 'Company facts and claims', schema: factsSchema },
  { file: 'content/navigation.json', label: 'Header and footer', schema: navigationFileSchema },
  { file: 'content/redirects.json', label: 'Redirects', schema: redirectsFileSchema },
  { file: 'content/faq.json', label: 'FAQ', schema: faqFileSchema },
  { file: 'content/home.json', label: 'Home page lists', schema: homeFileSchema },
  { file: 'content/console.json', label: 'Home page console', schema: consoleFileSchema },
  { file: 'content/about.json', label: 'About page lists', schema: aboutFileSchema },
  { file: 'content/services.json', label: 'Service page lists', schema: servicesFileSchema },
  { file: 'content/careers.json', label: 'Careers page lists', schema: careersFileSchema },
  { file: 'content/security.json', label: 'Security page lists', schema: securityFileSchema },
  { file: 'content/compliance.json', label: 'Compliance page lists', schema: complianceFileSchema },
  { file: 'content/white-paper.json', label: 'White paper', schema: whitePaperFileSchema },
  { file: 'content/words/layout.json', label: 'Words: header, footer, not found', schema: layoutWordsSchema },
  { file: 'content/words/blocks.json', label: 'Words: page blocks', schema: blockWordsSchema },
  { file: 'content/words/calculator.json', label: 'Words: calculator', schema: calculatorWordsSchema },
  { file: 'content/words/contact.json', label: 'Words: contact form', schema: contactWordsSchema },
  { file: 'content/words/search.json', label: 'Words: search', schema: searchWordsSchema },
  { file: 'content/words/blog.json', label: 'Words: blog', schema: blogWordsSchema },
  { file: 'content/words/careers.json', label: 'Words: careers and applications', schema: careersWordsSchema },
  { file: 'content/words/webinars.json', label: 'Words: webinars', schema: webinarWordsSchema },
];
