import { complianceStandards } from './compliance.ts';
import type { ConsoleCopy } from './schemas/lists.ts';
import { claims } from './site.ts';

/**
 * The home hero's picture of the PayLean console: one payroll run as a client sees it while the AI
 * checks it. The run is an illustrative sample (the calculator's default payroll, whose figures
 * the view computes with the calculator); the checks are what the service pages promise, and the
 * certifications and claims are the site's own.
 */
export const consoleCopy: ConsoleCopy = {
  product: 'PayLean Console',
  sampleLabel: 'Illustrative sample',
  runLabel: 'Payroll run',
  runName: 'Sample payroll',
  status: 'AI check running',
  checks: [
    { status: 'passed', label: 'Gross-to-net calculations', detail: 'All employees' },
    { status: 'passed', label: 'Tax withholding', detail: 'Federal, state, local' },
    { status: 'flagged', label: 'Overtime far above prior periods', detail: 'Held for review' },
    { status: 'flagged', label: 'Bank details changed before pay day', detail: 'Held for review' },
  ],
  complianceTitle: 'Compliance',
  compliance: [...complianceStandards.filter((s) => s.status === 'Certified').map((s) => s.name), 'Tax rules current'],
  costTitle: 'Cost per employee, a year',
  inHouseLabel: 'In-house',
  withUsLabel: 'With PayLean',
  savingsLabel: 'Savings against in-house',
  footer: [`${claims.accuracy} calculation accuracy`, `${claims.monitoring} monitoring`],
  caption: 'An illustrative payroll run in the PayLean console, using the savings calculator’s default payroll.',
};
