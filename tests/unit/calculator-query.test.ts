import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCalculatorQuery, writeCalculatorQuery } from '../../features/calculator/calculator-query.ts';
import { DEFAULTS } from '../../features/calculator/savings.ts';

describe('calculator query', () => {
  it('reads defaults from an empty query and writes an empty query for defaults', () => {
    expect(readCalculatorQuery(new URLSearchParams())).toEqual(DEFAULTS);
    expect(writeCalculatorQuery(DEFAULTS).toString()).toBe('');
  });

  it('writes only the fields that differ from the defaults', () => {
    expect(writeCalculatorQuery({ ...DEFAULTS, employees: 25 }).toString()).toBe('employees=25');
  });

  it('reads the four keys', () => {
    const q = new URLSearchParams('employees=25&salary=72000.5&hours=0&rate=80');
    expect(readCalculatorQuery(q)).toEqual({ employees: 25, salary: 72000.5, hours: 0, rate: 80 });
  });

  it('ignores garbage, negatives and values below the minimum', () => {
    const q = new URLSearchParams('employees=0&salary=abc&hours=-3&rate=1e9');
    expect(readCalculatorQuery(q)).toEqual(DEFAULTS);
    expect(readCalculatorQuery(new URLSearchParams('employees=&rate=%20'))).toEqual(DEFAULTS);
    expect(readCalculatorQuery(new URLSearchParams('salary=99999999999'))).toEqual(DEFAULTS);
  });

  it('keeps unrelated parameters and removes fields set back to default', () => {
    const base = new URLSearchParams('utm_source=mail&employees=25');
    expect(writeCalculatorQuery(DEFAULTS, base).toString()).toBe('utm_source=mail');
    expect(base.toString()).toBe('utm_source=mail&employees=25');
  });

  it('drops unusable values instead of writing them', () => {
    expect(writeCalculatorQuery({ ...DEFAULTS, employees: NaN, salary: -1 }).toString()).toBe('');
  });

  it('round-trips any valid inputs', () => {
    const money = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), money, money, money, (employees, salary, hours, rate) => {
        const inputs = { employees, salary, hours, rate };
        const url = new URLSearchParams(writeCalculatorQuery(inputs).toString());
        expect(readCalculatorQuery(url)).toEqual(inputs);
      }),
    );
  });
});
