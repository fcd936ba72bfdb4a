import { CALCULATOR_FIELDS, DEFAULTS, MAXIMUM, MINIMUMS, type CalculatorInputs } from './savings.ts';

// Plain decimals only: rejects '', '-5', '1e9', '0x10', 'abc' and the like.
const DECIMAL = /^\d+(\.\d+)?$/;

/** The calculator inputs a shared link carries (?employees=25&salary=...); anything unusable falls back to its default. */
export function readCalculatorQuery(params: URLSearchParams): CalculatorInputs {
  const inputs = { ...DEFAULTS };
  for (const field of CALCULATOR_FIELDS) {
    const raw = params.get(field)?.trim();
    if (raw === undefined || !DECIMAL.test(raw)) continue;
    const n = Number(raw);
    if (n >= MINIMUMS[field] && n <= MAXIMUM) inputs[field] = n;
  }
  return inputs;
}

/**
 * A copy of `base` with the four inputs set; fields at their default (or unusable) are removed,
 * so the default state has a clean URL. Other parameters in `base` are kept.
 */
export function writeCalculatorQuery(inputs: CalculatorInputs, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const field of CALCULATOR_FIELDS) {
    const n = inputs[field];
    const usable = n >= MINIMUMS[field] && n <= MAXIMUM && DECIMAL.test(String(n));
    if (usable && n !== DEFAULTS[field]) params.set(field, String(n));
    else params.delete(field);
  }
  return params;
}
