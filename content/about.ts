import raw from './about.json' with { type: 'json' };
import type { z } from 'zod';
import type { aboutFileSchema } from './schemas/content-files.ts';
import { contentOf } from './site.ts';

const about = contentOf<z.infer<typeof aboutFileSchema>>(raw);

export const aboutStats = about.stats;
export const companyValues = about.values;
