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
  securityFileSchema,
  servicesFileSchema,
  whitePaperFileSchema,
} from './content-files.ts';

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
  { file: 'content/faq.json', label: 'FAQ', schema: faqFileSchema },
  { file: 'content/home.json', label: 'Home page lists', schema: homeFileSchema },
  { file: 'content/console.json', label: 'Home page console', schema: consoleFileSchema },
  { file: 'content/about.json', label: 'About page lists', schema: aboutFileSchema },
  { file: 'content/services.json', label: 'Service page lists', schema: servicesFileSchema },
  { file: 'content/careers.json', label: 'Careers page lists', schema: careersFileSchema },
  { file: 'content/security.json', label: 'Security page lists', schema: securityFileSchema },
  { file: 'content/compliance.json', label: 'Compliance page lists', schema: complianceFileSchema },
  { file: 'content/white-paper.json', label: 'White paper', schema: whitePaperFileSchema },
];
