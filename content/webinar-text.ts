import words from './words/webinars.json' with { type: 'json' };
import { fill } from './placeholders.ts';
import type { WebinarWords } from './schemas/collection-words.ts';

const { upcomingWhen, heldOn, registered, recording, requested, ...labels }: WebinarWords = words;

/** The words of the webinars page and of the pages a webinar form lands on (/webinar-sent/<session>/): content/words/webinars.json. */
export const webinarText = {
  ...labels,
  /** The date line of an upcoming session: 'Thursday, June 11, 2099 at 10:00 AM EDT · 45 minutes, online'. */
  upcomingWhen: (when: string, duration: string) => fill(upcomingWhen, { when, duration }),
  heldOn: (when: string) => fill(heldOn, { when }),
  registered: { ...registered, lead: (title: string, when: string) => fill(registered.lead, { title, when }) },
  recording: { ...recording, lead: (title: string) => fill(recording.lead, { title }) },
  requested: { ...requested, lead: (title: string) => fill(requested.lead, { title }) },
};
