import words from './words/layout.json' with { type: 'json' };
import type { LayoutWords } from './schemas/page-words.ts';

/** The words of every page's frame: skip link, header, footer, and the not-found and failed-page blocks (content/words/layout.json). */
export const layoutText: LayoutWords = words;
