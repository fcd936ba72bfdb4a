import words from './words/blocks.json' with { type: 'json' };
import { fill } from './placeholders.ts';
import type { BlockWords } from './schemas/page-words.ts';

const { policyDate, ...labels }: BlockWords = words;

/**
 * The words of the page blocks (content/words/blocks.json). `comingSoon` is a template of nodes: `<Fill>` shows
 * it with its links.
 */
export const blockText = { ...labels, policyDate: (date: string) => fill(policyDate, { date }) };
