import raw from './home.json' with { type: 'json' };
import type { z } from 'zod';
import type { homeFileSchema } from './schemas/content-files.ts';
import { contentOf } from './site.ts';

const home = contentOf<z.infer<typeof homeFileSchema>>(raw);

export const { heroStats, serviceCards, benefitTiles, proofPoints, trustStrip } = home;
export const caseStudyHighlight = home.caseStudy;
