import { clamped, estimate, fields } from './words/calculator.json' with { type: 'json' };
import { fill } from './placeholders.ts';
import type { CalculatorWords } from './schemas/widget-words.ts';

// The savings calculator's words (content/words/calculator.json).

/** An input's label; `unit` is spoken with it, e.g. '(US dollars per hour)', and shown as the prefix and suffix. */
export type CalculatorFieldCopy = CalculatorWords['fields']['employees'];

/** The four inputs' labels and units. */
export const calculatorFields: CalculatorWords['fields'] = fields;

/** Beside an input whose text is not used as typed: 'Treated as 1 (the minimum)'. */
export const clampedHint = (value: string, bound: 'minimum' | 'maximum') => fill(clamped[bound], { value });

/** What the live region adds after the summary for that input: 'Number of Employees: treated as 1 (the minimum).' */
export const clampedNote = (field: string, hint: string) => fill(clamped.note, { field, hint: hint.toLowerCase() });

const { reduction, summary, ...labels } = estimate;

/** The estimate panel: its heading, the figures' labels, the way on to a proposal and the disclaimer under it. */
export const estimateCopy = { ...labels, reduction: (percent: string) => fill(reduction, { percent }) };

/** What the live region says once typing pauses; the amounts come formatted. */
export const estimateSummary = (savings: string, percent: string, newCost: string) => fill(summary, { savings, percent, newCost });
