import { describe, expect, it } from 'vitest';
import { proposalEmployees, proposalSearch } from '../../src/lib/proposal-link.ts';
import { MINIMUMS } from '../../src/lib/savings.ts';

describe('proposal link', () => {
  it('carries the rounded employee count', () => {
    expect(proposalSearch(25)).toBe('?employees=25');
    expect(proposalSearch(24.6)).toBe('?employees=25');
  });

  it('never carries less than the minimum, nor a non-number', () => {
    expect(proposalEmployees(0)).toBe(String(MINIMUMS.employees));
    expect(proposalEmployees(Number.NaN)).toBe(String(MINIMUMS.employees));
    expect(proposalEmployees(Number.POSITIVE_INFINITY)).toBe(String(MINIMUMS.employees));
  });
});
