// The contact form's fields, defined once. The form (its inputs, labels, draft and payload), the
// function (error messages, the plain form post), the database row and the CSV export are all
// derived from this list. Adding a field means adding it here, its check to contact-schema.ts (the
// compiler asks for it) and its column to a migration (tests/function/contact-fields.test.ts
// checks that the list and the table agree). No zod here: pages that only show a field's text
// do not load the schema.

/** What kind of input holds the field; the form value is a boolean for 'checkbox', text otherwise. */
export type FieldInput = 'text' | 'email' | 'number' | 'country' | 'tel' | 'textarea' | 'checkbox';

export interface FieldDefinition {
  /** Its contact_submissions column. */
  column: string;
  input: FieldInput;
  /** The form's label. */
  label: string;
  /** Its name inside an error sentence: 'Invalid <errorLabel>: ...'. */
  errorLabel: string;
  /** What /message-not-sent/ says when a plain form post had this field wrong. */
  notSent: string;
  autoComplete?: string;
  /**
   * Both kinds are required in the form's HTML, so the browser checks them before the app runs (and
   * without it). Once the app runs, 'app' fields get its own checks first, with their toasts.
   */
  required?: 'app' | 'browser';
  /** Half a row wide: two half fields in a row share it (on wide screens). */
  half?: true;
}

export const contactFields = {
  firstName: {
    column: 'first_name',
    input: 'text',
    label: 'First name',
    errorLabel: 'first name',
    notSent: 'Please fill in your first name.',
    autoComplete: 'given-name',
    required: 'app',
    half: true,
  },
  lastName: {
    column: 'last_name',
    input: 'text',
    label: 'Last name',
    errorLabel: 'last name',
    notSent: 'Please fill in your last name.',
    autoComplete: 'family-name',
    required: 'browser',
    half: true,
  },
  email: {
    column: 'email',
    input: 'email',
    label: 'Work email',
    errorLabel: 'email',
    notSent: 'Please enter a valid email address with @ symbol.',
    autoComplete: 'email',
    required: 'app',
  },
  countryCode: {
    column: 'country_code',
    input: 'country',
    label: 'Country code',
    errorLabel: 'country code',
    notSent: 'Please choose a country code from the list.',
    half: true,
  },
  phone: {
    column: 'phone',
    input: 'tel',
    label: 'Phone number',
    errorLabel: 'phone number',
    notSent: 'Please enter your phone number with 5 to 15 digits.',
    autoComplete: 'tel-national',
    required: 'app',
    half: true,
  },
  company: {
    column: 'company',
    input: 'text',
    label: 'Company name',
    errorLabel: 'company name',
    notSent: 'Please fill in your company name.',
    autoComplete: 'organization',
    required: 'browser',
    half: true,
  },
  employees: {
    column: 'employees',
    input: 'number',
    label: 'Number of employees',
    errorLabel: 'number of employees',
    notSent: 'Please enter the number of employees as a whole number of at least 1.',
    required: 'browser',
    half: true,
  },
  message: {
    column: 'message',
    input: 'textarea',
    label: 'Tell us about your payroll challenges',
    errorLabel: 'message',
    notSent: 'Please tell us about your payroll challenges (at most 5,000 characters).',
    required: 'browser',
  },
  callConsent: {
    column: 'call_consent',
    input: 'checkbox',
    label: 'I consent to being contacted by phone at the number provided above for consultation purposes.',
    errorLabel: 'call consent',
    notSent: 'Please tick the box to consent to being contacted by phone.',
    required: 'browser',
  },
} as const satisfies Record<string, FieldDefinition>;

type Fields = typeof contactFields;
export type ContactFieldName = keyof Fields;

/** The field names in the form's order. */
export const contactFieldNames = Object.keys(contactFields) as ContactFieldName[];

/** A field's definition, widened to the common shape (no literal types). */
export const fieldDefinition = (name: ContactFieldName): FieldDefinition => contactFields[name];

/** One value per field, keyed by its name. */
export const mapContactFields = <T>(value: (name: ContactFieldName) => T) =>
  Object.fromEntries(contactFieldNames.map((name) => [name, value(name)])) as Record<ContactFieldName, T>;

/** The names of the fields that hold text (every input but the checkbox). */
export type ContactTextName = { [K in ContactFieldName]: Fields[K]['input'] extends 'checkbox' ? never : K }[ContactFieldName];

/** The fields' columns, keyed by field name. */
export type ContactColumns = { [K in ContactFieldName]: Fields[K]['column'] };
