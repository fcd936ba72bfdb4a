import { z } from 'zod';
import * as about from '../about.ts';
import * as careers from '../careers.ts';
import * as compliance from '../compliance.ts';
import * as consoleData from '../console.ts';
import * as faq from '../faq.ts';
import * as home from '../home.ts';
import * as security from '../security.ts';
import * as services from '../services.ts';
import * as visuals from '../visuals.ts';
import {
  cardSchema,
  caseStudyHighlightSchema,
  certificationSchema,
  complianceProcessSchema,
  complianceStandardSchema,
  consoleCopySchema,
  dataProtectionPointsSchema,
  faqCategorySchema,
  helpCardSchema,
  itemSchema,
  offshoreComplianceSchema,
  pageVisualSchema,
  serviceCardSchema,
  statSchema,
} from './lists.ts';

/** A content file: its path (for messages), its exports, and the schema of the exports that are lists. */
export interface ContentFile {
  file: string;
  exports: object;
  schema: z.ZodType;
}

/** Every content file that holds lists, with the schema each list must match: the build parses them all. */
export const contentFiles: ContentFile[] = [
  {
    file: 'content/about.ts',
    exports: about,
    schema: z.object({ aboutStats: z.array(statSchema), companyValues: z.array(cardSchema) }),
  },
  {
    file: 'content/careers.ts',
    exports: careers,
    schema: z.object({ careerBenefits: z.array(cardSchema) }),
  },
  {
    file: 'content/compliance.ts',
    exports: compliance,
    schema: z.object({
      complianceStandards: z.array(complianceStandardSchema),
      complianceProcesses: z.array(complianceProcessSchema),
      dataRights: z.array(itemSchema),
      offshoreCompliance: offshoreComplianceSchema,
    }),
  },
  { file: 'content/console.ts', exports: consoleData, schema: z.object({ consoleCopy: consoleCopySchema }) },
  {
    file: 'content/faq.ts',
    exports: faq,
    schema: z.object({
      homeFaq: z.array(faqCategorySchema),
      faqPageCategories: z.array(faqCategorySchema),
      helpCards: z.array(helpCardSchema),
    }),
  },
  {
    file: 'content/home.ts',
    exports: home,
    schema: z.object({
      heroStats: z.array(statSchema),
      serviceCards: z.array(serviceCardSchema),
      benefitTiles: z.array(cardSchema),
      caseStudyHighlight: caseStudyHighlightSchema,
      proofPoints: z.array(statSchema),
    }),
  },
  {
    file: 'content/security.ts',
    exports: security,
    schema: z.object({
      securityFeatures: z.array(cardSchema),
      certifications: z.array(certificationSchema),
      dataProtectionPoints: dataProtectionPointsSchema,
      securityMetrics: z.array(statSchema),
      securityPractices: z.array(cardSchema),
    }),
  },
  { file: 'content/services.ts', exports: services, schema: z.object({ aiAutomationCards: z.array(cardSchema) }) },
  { file: 'content/visuals.ts', exports: visuals, schema: z.object({ pageVisuals: z.record(z.string(), pageVisualSchema) }) },
];
