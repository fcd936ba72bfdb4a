/** Savings calculator arithmetic. Pure: the view only formats. */
import { AI_SAVINGS_PERCENT, OFFSHORE_SAVINGS_PERCENT } from '../../content/savings.ts';

export const CALCULATOR_FIELDS = ['employees', 'salary', 'hours', 'rate'] as const;
export type CalculatorField = (typeof CALCULATOR_FIELDS)[number];
export type CalculatorInputs = Record<CalculatorField, number>;

export const DEFAULTS: Readonly<CalculatorInputs> = { employees: 10, salary: 60000, hours: 40, rate: 50 };
export const MINIMUMS: Readonly<CalculatorInputs> = { employees: 1, salary: 0, hours: 0, rate: 0 };
/** No business rule sets it: a ceiling far above any real payroll, so the arithmetic can never overflow to NaN. */
export const MAXIMUM = 1_000_000_000;

export interface ParsedInput {
  value: number;
  /** True when the raw text was empty, not a number, or outside [minimum, MAXIMUM], so the UI can say so. */
  clamped: boolean;
}

export function parseInput(raw: string, field: CalculatorField): ParsedInput {
  const min = MINIMUMS[field];
  const trimmed = raw.trim();
  const n = trimmed === '' ? NaN : Number(trimmed);
  if (!Number.isFinite(n) || n < min) return { value: min, clamped: true };
  if (n > MAXIMUM) return { value: MAXIMUM, clamped: true };
  return { value: n, clamped: false };
}

/** Brings any value the UI or URL hands over into [minimum, MAXIMUM]; NaN and ±Infinity become the minimum. */
export function clampInputs(inputs: CalculatorInputs): CalculatorInputs {
  const out = { ...inputs };
  for (const field of CALCULATOR_FIELDS) {
    const n = inputs[field];
    out[field] = Number.isFinite(n) && n >= MINIMUMS[field] ? Math.min(n, MAXIMUM) : MINIMUMS[field];
  }
  return out;
}

export interface SavingsResult {
  currentCost: number;
  aiSavings: number;
  offshoreSavings: number;
  totalSavings: number;
  newCost: number;
  percentReduction: number;
}

export function calculateSavings(inputs: CalculatorInputs): SavingsResult {
  const { employees, salary, hours, rate } = clampInputs(inputs);
  // Whole cents: sub-cent amounts (e.g. a salary of 1e-300) would otherwise skew the percentage.
  const currentCost = Math.round((employees * salary + hours * rate * 12) * 100) / 100;
  const aiSavings = (currentCost * AI_SAVINGS_PERCENT) / 100;
  const offshoreSavings = (currentCost * OFFSHORE_SAVINGS_PERCENT) / 100;
  const totalSavings = aiSavings + offshoreSavings;
  return {
    currentCost,
    aiSavings,
    offshoreSavings,
    totalSavings,
    newCost: currentCost - totalSavings,
    percentReduction: currentCost === 0 ? 0 : (totalSavings * 100) / currentCost,
  };
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** '$624,000': whole dollars with separators. Non-finite input shows as $0, never 'NaN'. */
export function formatUsd(n: number): string {
  // `|| 0` also turns -0 into 0, which would otherwise print as '-$0'.
  return usd.format(Number.isFinite(n) ? n || 0 : 0);
}

/** 70 → '70.0%'. */
export function formatPercent(n: number): string {
  return `${oneDecimal.format(Number.isFinite(n) ? n || 0 : 0)}%`;
}
