import type { ValidationError } from './contact-validation.ts';

/** A toast's text: the title line and the description under it. */
export type ToastMessage = Pick<ValidationError, 'title' | 'description'>;

/** Spec section 8: the success toast. */
export const SENT: ToastMessage = {
  title: 'Message sent successfully!',
  description: "We'll get back to you within 24 hours.",
};

/** Spec section 8: the failure toast, with the server's message or the fallback. */
export const sendFailed = (description: string): ToastMessage => ({ title: 'Error sending message', description });
