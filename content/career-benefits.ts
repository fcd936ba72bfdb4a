import raw from './careers.json' with { type: 'json' };
import type { z } from 'zod';
import type { careersFileSchema } from './schemas/content-files.ts';
import { contentOf } from './site.ts';

/** The careers page's benefit cards (content/careers.json). */
export const careerBenefits = contentOf<z.infer<typeof careersFileSchema>>(raw).benefits;
