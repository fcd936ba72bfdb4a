import { contactFields, type ContactTextName, type FieldInput } from '@shared/contact-fields';

/** The fields a plain TextField shows (the phone and its country have their own). */
type TextKey = Exclude<ContactTextName, 'countryCode' | 'phone'>;

export interface TextFieldConfig {
  name: TextKey;
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

function textField(name: TextKey): TextFieldConfig {
  const field: { input: FieldInput; label: string; autoComplete?: string; required?: 'app' | 'browser' } = contactFields[name];
  const number = field.input === 'number';
  return {
    name,
    label: field.label,
    autoComplete: field.autoComplete,
    type: field.input === 'email' ? 'email' : number ? 'number' : undefined,
    ...(number && { inputMode: 'numeric', min: 1, step: 1 }),
    appRequired: field.required === 'app',
    required: field.required === 'browser',
    multiline: field.input === 'textarea',
  };
}

const rows = (names: TextKey[][]) => names.map((row) => row.map(textField));

/** The form's text fields, in rows as they are laid out, before and after the phone number. */
export const textFieldRows = {
  before: rows([['firstName', 'lastName'], ['email']]),
  after: rows([['company', 'employees'], ['message']]),
};
