import raw from './services.json' with { type: 'json' };
import type { z } from 'zod';
import type { servicesFileSchema } from './schemas/content-files.ts';
import { contentOf } from './site.ts';

/** The three cards on /services/ai-automation. */
export const aiAutomationCards = contentOf<z.infer<typeof servicesFileSchema>>(raw).aiAutomation;
