import { describe, expect, it } from 'vitest';
import { loadRouteTable } from '../../scripts/routes.ts';
import { loadWebinars, webinarDirs } from '../../scripts/webinars/sessions.ts';
import { NOT_SENT_PATH, SENT_PATH } from '@shared/form-post';
import { LEAD_NOT_SENT_PATH } from '@shared/lead-post';
import { NEWSLETTER_PAGES } from '@shared/lead-handler';
import { leadForm, leadFormNames } from '@shared/lead-forms';
import { applicationForm } from '@shared/applications/application-fields';

/** Every page the function sends a plain post or a newsletter link to, for the sessions of the test build. */
function destinations(): string[] {
  const sessions = loadWebinars(webinarDirs('test'));
  const leadPages = leadFormNames.flatMap((name) => {
    const sent = leadForm(name).sentPath;
    return typeof sent === 'string' ? [sent] : sessions.map((session) => sent({ session: session.slug }));
  });
  return [
    SENT_PATH,
    NOT_SENT_PATH,
    LEAD_NOT_SENT_PATH,
    applicationForm.sentPath,
    applicationForm.notSentPath,
    ...Object.values(NEWSLETTER_PAGES),
    ...leadPages,
  ];
}

describe("the pages a form's post ends on", () => {
  it('are each a result page of the route table, and every result page is one the function sends to', async () => {
    const { routes } = await loadRouteTable({ mode: 'test' });
    const results = routes.filter((route) => route.kind === 'result').map((route) => `${route.path}/`);
    const sent = [...new Set(destinations())];
    expect(sent.filter((page) => !results.includes(page))).toEqual([]);
    expect(results.filter((page) => !sent.includes(page))).toEqual([]);
  });
});
