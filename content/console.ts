import raw from './console.json' with { type: 'json' };
import { complianceStandards } from './compliance.ts';
import type { ConsoleCopy } from './schemas/lists.ts';
import { contentOf } from './site.ts';

const copy = contentOf<Omit<ConsoleCopy, 'compliance'>>(raw);

/**
 * The home hero's picture of the PayLean console: one payroll run as a client sees it while the AI
 * checks it. The run is an illustrative sample (the calculator's default payroll, whose figures
 * the view computes with the calculator); the checks are what the service pages promise, and the
 * compliance panel lists the certified standards (content/compliance.json), then the console's own note.
 */
export const consoleCopy: ConsoleCopy = {
  ...copy,
  compliance: [...complianceStandards.filter((s) => s.status === 'Certified').map((s) => s.name), copy.complianceNote],
};
