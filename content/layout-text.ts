import words from './words/layout.json' with { type: 'json' };
import { fill } from './placeholders.ts';
import type { LayoutWords } from './schemas/words.ts';

const { footer, ...labels }: LayoutWords = words;

/** The words of every page's frame: skip link, header, footer, and the not-found and failed-page blocks (content/words/layout.json). */
export const layoutText = {
  ...labels,
  footer: {
    /** The social profile's link: 'PayLean on LinkedIn'. */
    social: (network: string) => fill(footer.social, { network }),
    copyright: (year: number) => fill(footer.copyright, { year }),
  },
};
