/** The contact form's toasts: the title line and the description under it. */
export interface ToastMessage {
  title: string;
  description: string;
}

/** Once the submission is stored. */
export const SENT: ToastMessage = {
  title: 'Message sent successfully!',
  description: "We'll get back to you within 24 hours.",
};

/** When the send fails: the server's message, or SEND_FALLBACK when the failure carries none. */
export const sendFailed = (description: string): ToastMessage => ({ title: 'Error sending message', description });

export const SEND_FALLBACK = 'Please try again or contact us directly.';

// The submit checks, in the order the form runs them.

export const INVALID_EMAIL: ToastMessage = {
  title: 'Invalid email address',
  description: 'Please enter a valid email address with @ symbol.',
};

export const MISSING_FIELDS: ToastMessage = {
  title: 'Missing required fields',
  description: 'Please fill in first name, email, and phone number.',
};

export function phoneLengthError(country: string, expected: number, actual: number): ToastMessage {
  return {
    title: 'Invalid phone number length',
    description: `Phone number for ${country} should be ${expected} digits. You entered ${actual} digits.`,
  };
}

/** The title of every other check's toast; its description names the field. */
export const INVALID_FORM_TITLE = 'Please check the form';

export const INVALID_COUNTRY = 'Invalid country code: choose a country code from the list.';
