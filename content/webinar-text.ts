/** The words of the webinars page and of the pages a webinar form lands on (/webinar-sent/<session>/). */
export const webinarText = {
  upcomingHeading: 'Upcoming sessions',
  pastHeading: 'Past sessions',
  noUpcoming: 'No session is scheduled right now. New sessions are announced on this page.',
  speakers: 'Speakers',
  agenda: 'What it covers',
  /** The date line of an upcoming session: 'Thursday, June 11, 2099 at 10:00 AM EDT · 45 minutes, online'. */
  upcomingWhen: (when: string, duration: string) => `${when} · ${duration}, online`,
  register: 'Register below and we email you the invitation at once, with links to add it to your calendar.',
  heldOn: (when: string) => `Held live on ${when}.`,
  closed: 'Registration is closed now that the live session is over.',
  noRecording: 'Its recording is not available yet: leave your details and we will email you as soon as it is.',
  recorded: 'Its recording is available: leave your details to watch it at once. We email you the link too.',
  back: 'Back to the webinars',
  registered: {
    title: 'You are registered',
    description: 'Your webinar registration is confirmed: add the session to your calendar.',
    lead: (title: string, when: string) => `Thank you. You are registered for “${title}” on ${when}. We have emailed you the invitation.`,
    calendar: 'Add it to your calendar:',
  },
  recording: {
    title: 'Your recording is ready',
    description: 'Watch the recording of a PayLean webinar.',
    lead: (title: string) => `Thank you. Watch “${title}” now; we have also emailed you the link.`,
  },
  requested: {
    title: 'Request received',
    description: 'We will email you when the webinar’s recording is available.',
    lead: (title: string) => `Thank you. We will email you as soon as the recording of “${title}” is available.`,
  },
};
