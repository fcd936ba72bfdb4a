import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateSavings,
  CALCULATOR_FIELDS,
  DEFAULTS,
  formatPercent,
  formatUsd,
  MAXIMUM,
  MINIMUMS,
  parseInput,
} from '../../features/calculator/savings.ts';

describe('calculateSavings', () => {
  it('gives the published figures for the defaults', () => {
    const r = calculateSavings(DEFAULTS);
    expect(r).toEqual({
      currentCost: 624000,
      aiSavings: 249600,
      offshoreSavings: 187200,
      totalSavings: 436800,
      newCost: 187200,
      percentReduction: 70,
    });
    expect(formatUsd(r.currentCost)).toBe('$624,000');
    expect(formatPercent(r.percentReduction)).toBe('70.0%');
  });

  it('handles the minimums: one employee and nothing else costs nothing', () => {
    const r = calculateSavings(MINIMUMS);
    expect(r.currentCost).toBe(0);
    expect(r.totalSavings).toBe(0);
    expect(r.newCost).toBe(0);
    expect(r.percentReduction).toBe(0);
  });

  it('counts processing hours × rate × 12 months on top of salaries', () => {
    const r = calculateSavings({ employees: 1, salary: 0, hours: 10, rate: 20 });
    expect(r.currentCost).toBe(2400);
    expect(r.percentReduction).toBe(70);
  });

  it('treats NaN, infinite and below-minimum inputs as their minimum', () => {
    const r = calculateSavings({ employees: NaN, salary: -5, hours: Infinity, rate: 50 });
    expect(r.currentCost).toBe(0);
    expect(r.percentReduction).toBe(0);
    expect(calculateSavings({ ...DEFAULTS, employees: 0 }).currentCost).toBe(60000 + 24000);
  });

  it('caps absurd inputs at MAXIMUM so the sums stay finite', () => {
    const huge = 1e306;
    const r = calculateSavings({ employees: huge, salary: huge, hours: huge, rate: huge });
    expect(r.currentCost).toBe(MAXIMUM * MAXIMUM + MAXIMUM * MAXIMUM * 12);
    expect(Number.isFinite(r.newCost)).toBe(true);
  });

  it('never yields NaN, negatives or more than 70% for any input', () => {
    const anyNumber = fc.oneof(fc.double(), fc.integer({ min: -1e6, max: 1e7 }));
    fc.assert(
      fc.property(anyNumber, anyNumber, anyNumber, anyNumber, (employees, salary, hours, rate) => {
        const r = calculateSavings({ employees, salary, hours, rate });
        for (const v of Object.values(r)) {
          expect(Number.isNaN(v)).toBe(false);
          expect(v).toBeGreaterThanOrEqual(0);
        }
        expect(r.percentReduction).toBeLessThanOrEqual(70 + 1e-9);
      }),
    );
  });
});

describe('parseInput', () => {
  it('accepts numbers at or above the minimum', () => {
    expect(parseInput('25', 'employees')).toEqual({ value: 25, clamped: false });
    expect(parseInput(' 72500.5 ', 'salary')).toEqual({ value: 72500.5, clamped: false });
    expect(parseInput('0', 'hours')).toEqual({ value: 0, clamped: false });
    expect(parseInput('1', 'employees')).toEqual({ value: 1, clamped: false });
  });

  it.each(CALCULATOR_FIELDS)('treats empty, garbage and negative %s as the minimum, flagged', (field) => {
    for (const raw of ['', '   ', 'abc', 'NaN', 'Infinity', '-1', '-0.5']) {
      expect(parseInput(raw, field)).toEqual({ value: MINIMUMS[field], clamped: true });
    }
  });

  it('clamps values above MAXIMUM down to it, flagged', () => {
    expect(parseInput('1e12', 'salary')).toEqual({ value: MAXIMUM, clamped: true });
    expect(parseInput(String(MAXIMUM), 'rate')).toEqual({ value: MAXIMUM, clamped: false });
  });

  it('clamps zero employees up to one', () => {
    expect(parseInput('0', 'employees')).toEqual({ value: 1, clamped: true });
  });

  it('always returns a finite value at or above the minimum', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...CALCULATOR_FIELDS), (raw, field) => {
        const { value } = parseInput(raw, field);
        expect(Number.isFinite(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(MINIMUMS[field]);
      }),
    );
  });
});

describe('formatting', () => {
  it('formats whole US dollars with separators', () => {
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(187200)).toBe('$187,200');
    expect(formatUsd(1234567.89)).toBe('$1,234,568');
    expect(formatUsd(-0)).toBe('$0');
    expect(formatUsd(NaN)).toBe('$0');
  });

  it('formats a percentage to one decimal', () => {
    expect(formatPercent(70)).toBe('70.0%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(33.333)).toBe('33.3%');
    expect(formatPercent(NaN)).toBe('0.0%');
  });
});
