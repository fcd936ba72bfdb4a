import type { CalculatorField } from './savings.ts';

export interface FieldConfig {
  label: string;
  /** Spoken with the label, e.g. '(US dollars per hour)'; shown as the prefix and suffix. */
  unit?: string;
  prefix?: string;
  suffix?: string;
}

/** The four inputs, in display order, with the labels the spec gives. */
export const FIELD_CONFIG: Record<CalculatorField, FieldConfig> = {
  employees: { label: 'Number of Employees' },
  salary: { label: 'Average Annual Salary', unit: '(US dollars)', prefix: '$' },
  hours: { label: 'Monthly Payroll Processing Hours', unit: '(hours per month)', suffix: 'hrs' },
  rate: { label: 'Payroll Processing Rate', unit: '(US dollars per hour)', prefix: '$', suffix: '/hr' },
};
