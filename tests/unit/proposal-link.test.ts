import { describe, expect, it } from 'vitest';
import { prefillFromQuery } from '../../features/contact/contact-prefill.ts';
import { proposalEmployees, proposalSearch } from '../../features/calculator/proposal-link.ts';
import { MINIMUMS } from '../../features/calculator/savings.ts';

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

  it('is read back by the contact form when followed before hydration', () => {
    expect(prefillFromQuery(proposalSearch(25))).toEqual({ employees: '25' });
    expect(prefillFromQuery('?salary=1')).toBeNull();
    expect(prefillFromQuery('?employees=abc')).toBeNull();
    expect(prefillFromQuery('?employees=<b>')).toBeNull();
  });
});
