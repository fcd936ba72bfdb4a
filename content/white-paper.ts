import raw from './white-paper.json' with { type: 'json' };
import type { z } from 'zod';
import type { whitePaperFileSchema } from './schemas/content-files.ts';
import { contentOf } from './site.ts';

/**
 * The white paper, kept as one file: the build renders it into the PDF the white paper form hands over
 * (build/white-paper/). Its text is content/white-paper.json; the cover, the page layout and the brand typeface follow.
 */
export const whitePaper = contentOf<z.infer<typeof whitePaperFileSchema>>(raw);
