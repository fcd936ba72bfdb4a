// The analytics goals, declared once: each conversion's name as Plausible's dashboard shows it and the props it
// carries. The browser sends them (the islands, through src/page-script/analytics.ts) and the form functions
// send the same ones from the server for a form posted without JavaScript (server-goals.ts). Each is created as
// a goal in Plausible (docs/analytics.md). Nothing here is anything a visitor typed: props are the site's own names (a form, a page, a session, a position, a link).
import type { LeadFormName } from '../forms/leads/lead-forms.ts';

export type GoalProp = 'form' | 'page' | 'session' | 'position' | 'url';

export interface Goal {
  /** What the dashboard shows: the custom event's name, or a page view goal's display name. */
  name: string;
  /** The props an event of this goal carries; any other is dropped. */
  props: readonly GoalProp[];
  /** A page view goal: reached when this page is shown, counted from its page view (no event is sent for it). */
  page?: string;
}

export const GOALS = {
  contactRequest: { name: 'Contact Request', props: ['form', 'page'] },
  newsletterSignup: { name: 'Newsletter Signup', props: ['form', 'page'] },
  // The confirmation is a plain post from the function's own page, which runs no script, ending on this page.
  newsletterConfirmation: { name: 'Newsletter Confirmation', props: [], page: '/newsletter-confirmed/' },
  whitePaperRequest: { name: 'White Paper Request', props: ['form', 'page'] },
  webinarRegistration: { name: 'Webinar Registration', props: ['form', 'page', 'session'] },
  webinarRecordingRequest: { name: 'Webinar Recording Request', props: ['form', 'page', 'session'] },
  jobApplication: { name: 'Job Application', props: ['form', 'page', 'position'] },
  calculatorUse: { name: 'Calculator Use', props: ['page'] },
  // Start Chat pressed: the configured chat opened, or the panel to send the team a question.
  chatStart: { name: 'Chat Start', props: ['page'] },
  chatMessage: { name: 'Chat Message', props: ['form', 'page'] },
  searchOpen: { name: 'Search Open', props: ['page'] },
  // The tracker's own names, which Plausible's dashboard reports on by the `url` prop.
  outboundLink: { name: 'Outbound Link: Click', props: ['url'] },
  fileDownload: { name: 'File Download', props: ['url'] },
} as const satisfies Record<string, Goal>;

export type GoalKey = keyof typeof GOALS;

export type GoalProps = Partial<Record<GoalProp, string>>;

/** The forms whose success is a goal: every lead form, the contact form and the job application. */
export type GoalForm = LeadFormName | 'contact' | 'application';

/** The goal a form's success counts as. Both webinar recording forms (notify me, watch now) ask for the recording. */
export const FORM_GOALS = {
  contact: 'contactRequest',
  newsletter: 'newsletterSignup',
  'white-paper': 'whitePaperRequest',
  'webinar-registration': 'webinarRegistration',
  webinar: 'webinarRecordingRequest',
  'webinar-recording': 'webinarRecordingRequest',
  application: 'jobApplication',
  chat: 'chatMessage',
} as const satisfies Record<GoalForm, GoalKey>;

export interface GoalEvent {
  name: string;
  props: Record<string, string>;
}

/** Longest prop value sent: a page, a slug or a link is far shorter; Plausible takes 2,000 characters. */
const MAX_VALUE = 300;

/** A goal's event: its name, and of `props` only those it declares, non-empty, each cut to 300 characters. */
export function goalEvent(goal: GoalKey, props: GoalProps): GoalEvent {
  const { name, props: declared } = GOALS[goal];
  const kept = declared.flatMap((prop) => {
    const value = props[prop]?.trim();
    return value ? [[prop, value.slice(0, MAX_VALUE)] as const] : [];
  });
  return { name, props: Object.fromEntries(kept) };
}

/** A form's success as its goal's event. */
export const formGoalEvent = (form: GoalForm, props: Omit<GoalProps, 'form'>): GoalEvent => goalEvent(FORM_GOALS[form], { ...props, form });

/**
 * A URL as analytics may see it: no fragment, and of its query only the `utm_*` tags (a campaign's), so no
 * search text, token or prefilled value reaches a report. Anything that is not a URL becomes ''.
 */
export function analyticsUrl(href: string): string {
  if (!URL.canParse(href)) return '';
  const url = new URL(href);
  const utm = [...url.searchParams].filter(([key]) => key.startsWith('utm_'));
  url.search = new URLSearchParams(utm).toString();
  url.hash = '';
  return url.href;
}
