import { applicationForm } from '../../supabase/functions/_shared/forms/application/application-fields.ts';
import { NOT_SENT_PATH, SENT_PATH } from '../../supabase/functions/_shared/http/form-post.ts';
import { leadForm, leadFormNames } from '../../supabase/functions/_shared/forms/leads/lead-forms.ts';
import { NEWSLETTER_PAGES } from '../../supabase/functions/_shared/forms/leads/lead-function.ts';
import { LEAD_NOT_SENT_PATH } from '../../supabase/functions/_shared/forms/leads/lead-post.ts';
import { sessionSentPath } from '../../supabase/functions/_shared/webinars/session.ts';

const routeOf = (address: string) => address.replace(/(.)\/$/, '$1');

/**
 * The site's addresses a form's post or a newsletter link ends on, as the functions send them, for these webinar
 * sessions (each session's form ends on a page of its own): '/message-sent', '/newsletter-confirmed'...
 */
export function formResultRoutes(sessions: readonly { slug: string }[]): Set<string> {
  const leadPages = leadFormNames.flatMap((name) => {
    const sent = leadForm(name).sentPath;
    return typeof sent === 'string' ? [sent] : sessions.map((session) => sent({ session: session.slug }));
  });
  return new Set(
    [
      SENT_PATH,
      NOT_SENT_PATH,
      LEAD_NOT_SENT_PATH,
      applicationForm.sentPath,
      applicationForm.notSentPath,
      ...Object.values(NEWSLETTER_PAGES),
      ...leadPages,
    ].map(routeOf),
  );
}

/** The webinar session's page its form ends on: '/webinar-sent/payroll-close-2025'. */
export const sessionResultRoute = (slug: string) => routeOf(sessionSentPath(slug));
