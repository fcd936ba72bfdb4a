// Every form but the contact form, declared once as data: its fields with their checks, its consent text,
// what the visitor gets after it and where its leads go. The form's HTML (features/forms/), its schema
// (lead-schema.ts), the function (lead-function.ts), the stored row (form_leads) and the export all follow
// from an entry here. No zod here: pages that only render a form do not load the schema.
// Adding a form: docs/forms.md.
import { sessionSentPath, type SessionState } from '../../webinars/session.ts';
import type { LeadField, LeadFormDefinition } from './lead-form-types.ts';

const workEmail: LeadField = {
  input: 'email',
  label: 'Work email',
  errorLabel: 'email',
  notSent: 'Please enter a valid email address with @ symbol.',
  autoComplete: 'email',
  max: 254,
};

const fullName: LeadField = {
  input: 'text',
  label: 'Full name',
  errorLabel: 'name',
  notSent: 'Please fill in your name.',
  autoComplete: 'name',
  max: 200,
};

const company: LeadField = {
  input: 'text',
  label: 'Company name',
  errorLabel: 'company name',
  notSent: 'Please fill in your company name.',
  autoComplete: 'organization',
  max: 200,
};

/**
 * How soon the team answers a message: the company's `responseTime` in content/facts.json, copied here because the
 * deployed function cannot read content/ (tests/unit/chat.test.ts fails while the two differ).
 */
export const RESPONSE_TIME = 'within 24 hours';

/** The hidden field of a form about one webinar session; the same not-sent text for every such form. */
const session = (accepts: SessionState): LeadField => ({
  input: 'session',
  accepts,
  label: 'Session',
  errorLabel: 'session',
  notSent:
    'The session you chose is not open for this any more (registration closes when a session starts). Please choose again on the webinars page.',
  max: 100,
});

const sessionPage = (fields: Record<string, unknown>) => sessionSentPath(String(fields.session));

export const leadForms = {
  newsletter: {
    name: 'newsletter',
    noun: 'the newsletter form',
    item: 'subscription',
    items: 'subscriptions',
    ariaLabel: 'Newsletter sign-up',
    fields: { email: workEmail },
    submitLabel: 'Subscribe',
    sentPath: '/newsletter-sent/',
    // The same answer for a new, a pending and a subscribed address: the form reveals nothing about who subscribed.
    sentText: 'Thank you. Check your inbox: unless this address is subscribed already, we have emailed you a link to confirm.',
    note: 'We email you a link to confirm first. Every email has a link to unsubscribe in one click.',
    after: { kind: 'confirm-subscription' },
    leadsTo: 'newsletter_subscribers',
  },
  'white-paper': {
    name: 'white-paper',
    noun: 'the white paper form',
    item: 'request',
    items: 'requests',
    ariaLabel: 'White paper form',
    fields: {
      name: fullName,
      email: workEmail,
      company,
      consent: {
        input: 'checkbox',
        label: 'I agree that PayLean stores these details to send me the white paper and related payroll insights by email.',
        errorLabel: 'consent',
        notSent: 'Please tick the box to agree that we store your details.',
      },
    },
    submitLabel: 'Get the White Paper',
    sentPath: '/white-paper-sent/',
    sentText: 'Your white paper is ready. We have also emailed you the link.',
    after: {
      kind: 'download',
      path: '/downloads/paylean-ai-automation-trends-2024.pdf',
      linkLabel: 'Download the white paper (PDF)',
      subject: 'Your copy of AI Automation Trends 2024',
      intro: 'Thank you for your interest in PayLean. Here is your copy of "AI Automation Trends 2024":',
    },
    leadsTo: 'form_leads',
  },
  // A past session without a recording: the request is a webinar lead, answered when the recording exists.
  webinar: {
    name: 'webinar',
    noun: 'the webinar form',
    item: 'request',
    items: 'requests',
    ariaLabel: 'Webinar recording request',
    fields: {
      session: session('unrecorded'),
      name: fullName,
      email: workEmail,
      company,
      consent: {
        input: 'checkbox',
        label: 'I agree that PayLean stores these details to email me when the recording is available.',
        errorLabel: 'consent',
        notSent: 'Please tick the box to agree that we store your details.',
      },
    },
    submitLabel: 'Request the Recording',
    sentPath: sessionPage,
    sentText: 'Thank you. We will email you as soon as the recording is available.',
    leadsTo: 'form_leads',
  },
  // An upcoming session: the registration is a lead that names the session, answered with the invitation.
  'webinar-registration': {
    name: 'webinar-registration',
    noun: 'the webinar registration form',
    item: 'registration',
    items: 'registrations',
    ariaLabel: 'Webinar registration',
    fields: {
      session: session('upcoming'),
      name: fullName,
      email: workEmail,
      company,
      consent: {
        input: 'checkbox',
        label: 'I agree that PayLean stores these details to register me for this session and email me about it.',
        errorLabel: 'consent',
        notSent: 'Please tick the box to agree that we store your details.',
      },
    },
    submitLabel: 'Register',
    sentPath: sessionPage,
    sentText: 'You are registered. We have emailed you the invitation. Add the session to your calendar:',
    after: { kind: 'webinar-invitation' },
    leadsTo: 'form_leads',
  },
  // A past session with a recording: handed over at once, like the white paper.
  'webinar-recording': {
    name: 'webinar-recording',
    noun: 'the webinar recording form',
    item: 'request',
    items: 'requests',
    ariaLabel: 'Webinar recording',
    fields: {
      session: session('recorded'),
      name: fullName,
      email: workEmail,
      company,
      consent: {
        input: 'checkbox',
        label: 'I agree that PayLean stores these details to send me the recording and related payroll insights by email.',
        errorLabel: 'consent',
        notSent: 'Please tick the box to agree that we store your details.',
      },
    },
    submitLabel: 'Watch the Recording',
    sentPath: sessionPage,
    sentText: 'Your recording is ready. We have also emailed you the link.',
    after: { kind: 'webinar-recording', linkLabel: 'Watch the recording' },
    leadsTo: 'form_leads',
  },
  // A question for the team, from "Start Chat" when no chat is configured: answered by email.
  chat: {
    name: 'chat',
    noun: 'the chat form',
    item: 'message',
    items: 'messages',
    ariaLabel: 'Ask us a question',
    fields: {
      name: fullName,
      email: workEmail,
      question: {
        input: 'textarea',
        label: 'Your question',
        errorLabel: 'question',
        notSent: 'Please write your question (at most 2,000 characters).',
        max: 2000,
      },
    },
    submitLabel: 'Send Message',
    sentPath: '/chat-sent/',
    sentText: `Thank you. Your message is with our team: we reply by email ${RESPONSE_TIME}.`,
    note: `We reply by email ${RESPONSE_TIME}.`,
    after: {
      kind: 'reply-by-email',
      subject: 'We have your question',
      text: `Thank you for your question. We reply by email ${RESPONSE_TIME}, from a payroll specialist on our team.`,
    },
    teamEmail: { subject: 'Question from the site: the chat form' },
    leadsTo: 'form_leads',
  },
} as const satisfies Record<string, LeadFormDefinition>;

export type LeadFormName = keyof typeof leadForms;

export const leadFormNames = Object.keys(leadForms) as LeadFormName[];

/** A form's definition, widened to the common shape. */
export const leadForm = (name: LeadFormName): LeadFormDefinition => leadForms[name];

export const isLeadFormName = (name: string): name is LeadFormName => Object.hasOwn(leadForms, name);

/** The form a webinar session shows in each of its states: the one whose session field accepts that state. */
export function sessionFormFor(state: SessionState): LeadFormName {
  const name = leadFormNames.find((formName) => leadForm(formName).fields.session?.accepts === state);
  if (!name) throw new Error(`No form takes a webinar session that is ${state}`);
  return name;
}
