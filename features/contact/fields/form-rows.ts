import { contactFieldNames, contactFields, type ContactFieldName, type FieldDefinition } from '@shared/contact-fields';

/** The fields a plain TextField shows: every one but the country, the phone and checkboxes, which have their own. */
export type TextKey = {
  [K in ContactFieldName]: (typeof contactFields)[K]['input'] extends 'country' | 'tel' | 'checkbox' ? never : K;
}[ContactFieldName];

const definition = (name: ContactFieldName): FieldDefinition => contactFields[name];

export const isTextKey = (name: ContactFieldName): name is TextKey => !['country', 'tel', 'checkbox'].includes(definition(name).input);

/** The form's rows in the field list's order: two half-width fields side by side, any other field alone. */
export function formRows(names: readonly ContactFieldName[] = contactFieldNames): ContactFieldName[][] {
  const rows: ContactFieldName[][] = [];
  for (const name of names) {
    const last = rows.at(-1);
    if (definition(name).half && last?.length === 1 && definition(last[0]!).half) last.push(name);
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
  /** Checked by the app on submit (spec section 5), so the spec's toasts come first. */
  appRequired?: boolean;
  /** Required at the browser level (spec section 5). */
  required?: boolean;
  multiline?: boolean;
}

/** A text field's input attributes, from its definition. */
export function textField(name: TextKey): TextFieldConfig {
  const field = definition(name);
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
