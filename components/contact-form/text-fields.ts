import type { ContactForm } from '../../src/lib/contact-payload.ts';

export const MESSAGE_LABEL = 'Tell us about your payroll challenges';

type TextKey = 'firstName' | 'lastName' | 'email' | 'company' | 'employees' | 'message';

export interface TextFieldConfig {
  name: TextKey & keyof ContactForm;
  label: string;
  autoComplete?: string;
  type?: 'email' | 'number';
  inputMode?: 'numeric';
  min?: number;
  step?: number;
  /** Checked by the app on submit (spec section 5), so the spec's toasts come first. */
  appRequired?: boolean;
  /** Required at the browser level (spec section 5). */
  required?: boolean;
  multiline?: boolean;
}

/** The form's text fields, in rows as they are laid out. */
export const textFieldRows: { before: TextFieldConfig[][]; after: TextFieldConfig[][] } = {
  before: [
    [
      { name: 'firstName', label: 'First name', autoComplete: 'given-name', appRequired: true },
      { name: 'lastName', label: 'Last name', autoComplete: 'family-name', required: true },
    ],
    [{ name: 'email', label: 'Work email', type: 'email', autoComplete: 'email', appRequired: true }],
  ],
  after: [
    [
      { name: 'company', label: 'Company name', autoComplete: 'organization', required: true },
      { name: 'employees', label: 'Number of employees', type: 'number', inputMode: 'numeric', min: 1, step: 1, required: true },
    ],
    [{ name: 'message', label: MESSAGE_LABEL, multiline: true, required: true }],
  ],
};
