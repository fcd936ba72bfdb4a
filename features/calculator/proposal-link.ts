import { MINIMUMS } from './savings.ts';

/** The employee count a proposal request carries: a whole number, at least the calculator's minimum. */
export const proposalEmployees = (employees: number): string =>
  String(Math.max(MINIMUMS.employees, Number.isFinite(employees) ? Math.round(employees) : MINIMUMS.employees));

/**
 * The query of 'Get Custom Proposal': a plain link to the home page's contact section that carries
 * the calculator's employee count, so it works before the page hydrates (and without JavaScript).
 */
export const proposalSearch = (employees: number): string => `?${new URLSearchParams({ employees: proposalEmployees(employees) })}`;
