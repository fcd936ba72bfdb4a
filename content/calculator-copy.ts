/** The savings calculator's words. */

/** An input's label; `unit` is spoken with it, e.g. '(US dollars per hour)', and shown as the prefix and suffix. */
export interface CalculatorFieldCopy {
  label: string;
  unit?: string;
  prefix?: string;
  suffix?: string;
}

/** The four inputs' labels and units. */
export const calculatorFields = {
  employees: { label: 'Number of Employees' },
  salary: { label: 'Average Annual Salary', unit: '(US dollars)', prefix: '$' },
  hours: { label: 'Monthly Payroll Processing Hours', unit: '(hours per month)', suffix: 'hrs' },
  rate: { label: 'Payroll Processing Rate', unit: '(US dollars per hour)', prefix: '$', suffix: '/hr' },
} satisfies Record<string, CalculatorFieldCopy>;

/** Beside an input whose text is not used as typed: 'Treated as 1 (the minimum)'. */
export const clampedHint = (value: string, bound: 'minimum' | 'maximum') => `Treated as ${value} (the ${bound})`;

/** The estimate panel: its heading, the figures' labels, the way on to a proposal and the disclaimer under it. */
export const estimateCopy = {
  title: 'Your estimate',
  annualSavings: 'Annual Savings',
  reduction: (percent: string) => `${percent} reduction`,
  currentCost: 'Current Annual Cost',
  newCost: 'New Annual Cost',
  aiSavings: 'AI Automation Savings',
  offshoreSavings: 'Offshore Talent Savings',
  proposal: 'Get Custom Proposal',
  disclaimer:
    'All calculations are based on assumptions and estimates. Actual results may vary depending on your specific business requirements and circumstances.',
};

/** What the live region says once typing pauses; the amounts come formatted. */
export const estimateSummary = (savings: string, percent: string, newCost: string) =>
  `Estimated annual savings ${savings}, a ${percent} reduction. New annual cost ${newCost}.`;
