import { withRefererSource } from '../attribution.ts';
import { contactSchema, describeContactError, type ContactPayload } from './contact-schema.ts';
import { contactPostSpec } from '../../http/form-post.ts';
import { createFormHandler } from '../../pipeline/form-handler.ts';
import type { FormFunction, HandlerOptions } from '../../pipeline/form-spec.ts';
import { formMessages } from '../../pipeline/messages.ts';
import { formEffects } from '../../delivery/form-effects.ts';
import type { ContactStore } from '../../db/store.ts';

export type { FormFunction, Handler, HandlerOptions } from '../../pipeline/form-spec.ts';

const contactMessages = formMessages('the contact form', 'message', 'messages');

export const MESSAGES = {
  method: contactMessages.method,
  contentType: contactMessages.contentType,
  notJson: contactMessages.notJson,
  unreadable: contactMessages.unreadable,
  origin: contactMessages.origin,
  storeDown: contactMessages.storeDown,
  serverBug: contactMessages.serverBug,
} as const;

export const tooManyMessage = contactMessages.tooMany;

/** The contact form's function (send-contact-form): the one pipeline with the contact form's schema and store. */
export function createHandler(store: ContactStore, options: HandlerOptions = {}): FormFunction {
  return createFormHandler<ContactPayload>(
    {
      formName: 'contact',
      logName: 'send-contact-form',
      messages: contactMessages,
      parse: (body) => contactSchema.safeParse(body),
      describeError: describeContactError,
      post: contactPostSpec,
      // Without JavaScript the form sends no page: the Referer names it, with its utm_* tags.
      submit: (row, limits, req, effects) => store.submit({ ...withRefererSource(row, req.headers.get('referer')), effects }, limits),
      effects: formEffects(store, options, 'send-contact-form'),
    },
    options,
  );
}
