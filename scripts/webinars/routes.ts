import { sessionSentPath } from '../../supabase/functions/_shared/webinars/session.ts';

/** The dynamic page a webinar form lands on without JavaScript, pages/webinar-sent/[session].mdx. */
export const WEBINAR_SENT_ROUTE = '/webinar-sent/[session]';

/** /webinar-sent/<slug> for every session the build shows; undefined for other routes. */
export const expandWebinarRoute = (route: string, sessions: { slug: string }[]): string[] | undefined =>
  route === WEBINAR_SENT_ROUTE ? sessions.map((session) => sessionSentPath(session.slug).replace(/\/$/, '')) : undefined;
