import { contactFieldNames, contactFields, fieldDefinition, type ContactFieldName } from '@shared/forms/contact/contact-fields';

/** The inputs that have a component of their own (PhoneField draws the country with the number). */
const OWN_COMPONENT = ['country', 'tel', 'checkbox'] as const;

/** The fields a plain TextField shows: every one whose input has no component of its own. */
export type TextKey = {
  [K in ContactFieldName]: (typeof contactFields)[K]['input'] extends (typeof OWN_COMPONENT)[number] ? never : K;
}[ContactFieldName];

export const isTextKey = (name: ContactFieldName): name is TextKey =>
  !(OWN_COMPONENT as readonly string[]).includes(fieldDefinition(name).input);

/** The form's rows in the field list's order: two half-width fields side by side, any other field alone. */
export function formRows(names: readonly ContactFieldName[] = contactFieldNames): ContactFieldName[][] {
  const rows: ContactFieldName[][] = [];
  for (const name of names) {
    const last = rows.at(-1);
    if (fieldDefinition(name).half && last?.length === 1 && fieldDefinition(last[0]!).half) last.push(name);
    else rows.push([name]);
  }
  return rows;
}

export interface TextFieldConfig {
  name: TextKey;
  label: string;
  autoComplete?: string;
  type?: 'email' | 'number';
  inputMode?: 'numeric';
  min?: number;
  step?: number;
  /** One of the fields the app's own checks cover first, with their toasts, once it runs: starred. */
  appRequired?: boolean;
  /** Required: the browser checks it before the app runs (and without it); the app checks it too. */
  required?: boolean;
  multiline?: boolean;
}

/** A text field's input attributes, from its definition. */
export function textField(name: TextKey): TextFieldConfig {
  const field = fieldDefinition(name);
  const number = field.input === 'number';
  return {
    name,
    label: field.label,
    autoComplete: field.autoComplete,
    type: field.input === 'email' ? 'email' : number ? 'number' : undefined,
    ...(number && { inputMode: 'numeric', min: 1, step: 1 }),
    appRequired: field.required === 'app',
    required: field.required !== undefined,
    multiline: field.input === 'textarea',
  };
}
