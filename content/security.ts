import raw from './security.json' with { type: 'json' };
import type { z } from 'zod';
import type { securityFileSchema } from './schemas/content-files.ts';
import { contentOf } from './site.ts';

const security = contentOf<z.infer<typeof securityFileSchema>>(raw);

export const securityFeatures = security.features;
export const certifications = security.certifications;
/** The Security page's data protection standards; the page's prose introduces them. */
export const dataProtectionPoints = security.dataProtection;
export const securityMetrics = security.metrics;
export const securityPractices = security.practices;
