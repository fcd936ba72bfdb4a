// Every email a form sends its visitor is under the once-a-day limit: each lead form's effects, as the pipeline
// hands them to the store, mark every email to the visitor's address as VISITOR_EMAIL with the form's
// once_a_day_per (a webinar registration's with its session), the chat question's confirmation included. The
// newsletter's confirmation keeps its own limit, and the team's email goes to the team's inbox, under its ceiling.
import { describe, expect, test } from 'vitest';
import { TEAM_EMAIL, VISITOR_EMAIL, type QueuedEffect } from '@shared/delivery/effects';
import { createLeadHandler } from '@shared/forms/leads/lead-function';
import { leadForm, leadFormNames } from '@shared/forms/leads/lead-forms';
import { DEFAULT_TEAM_EMAIL } from '@shared/delivery/mail-config';
import type { LeadStore, NewsletterStore } from '@shared/db/store';
import { webinarCatalog } from '@shared/webinars/session';
import { NOW, recorded, unrecorded, upcoming } from '../fixtures/webinar-sessions.ts';
import { LINKS, SITE, TEST_SALT, noEffects, peer } from './contact-fixtures.ts';

const VISITOR = 'ann@acme.example';
const sessions = { upcoming, recorded, unrecorded };

/** A valid body of the form: each declared field filled as its input takes it. */
function validBody(name: (typeof leadFormNames)[number]) {
  const values = Object.entries(leadForm(name).fields).map(([key, field]) => {
    if (field.input === 'email') return [key, VISITOR];
    if (field.input === 'checkbox') return [key, true];
    if (field.input === 'session') return [key, sessions[field.accepts ?? 'upcoming'].slug];
    return [key, 'Ann Lee'];
  });
  return { ...Object.fromEntries(values), submissionId: crypto.randomUUID(), elapsedMs: 9000 };
}

/** What each form's write was asked to queue, by form. */
async function owedByForm() {
  const owed = new Map<string, QueuedEffect[]>();
  const keep = (form: string, effects: QueuedEffect[] = []) => {
    owed.set(form, effects);
    return Promise.resolve({ outcome: 'inserted' as const, effects: 0 });
  };
  const store = {
    ...noEffects,
    submitLead: (row) => keep(row.form, row.effects),
    subscribe: (row) => keep('newsletter', row.effects),
  } as Pick<LeadStore & NewsletterStore, 'submitLead' | 'subscribe'> as LeadStore & NewsletterStore;
  const handler = createLeadHandler(
    { store, mailer: { send: async () => {} }, links: LINKS, webinars: webinarCatalog([upcoming, recorded, unrecorded], () => NOW) },
    { allowedOrigins: [SITE], ipHashSalt: TEST_SALT, log: () => {}, info: () => {} },
  );
  for (const name of leadFormNames) {
    const res = await handler(
      new Request(`http://localhost/functions/v1/submit-form/${name}`, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/json' },
        body: JSON.stringify(validBody(name)),
      }),
      peer('203.0.113.9'),
    );
    expect(res.status, name).toBe(200);
  }
  return owed;
}

describe('the once-a-day limit covers every email to a visitor', () => {
  test('every form that emails its visitor marks that email VISITOR_EMAIL with its once_a_day_per', async () => {
    const owed = await owedByForm();
    expect([...owed.keys()].sort()).toEqual([...leadFormNames].sort());
    const toVisitor = Object.fromEntries(
      [...owed].map(([form, effects]) => [
        form,
        effects
          .filter((effect) => JSON.stringify(effect.payload).includes(VISITOR) && effect.kind !== 'lead-webhook')
          .map(({ kind, when, once_a_day_per }) => ({ kind, when, once_a_day_per })),
      ]),
    );
    const once = (mark: string) => [{ kind: VISITOR_EMAIL, when: 'stored', once_a_day_per: mark }];
    expect(toVisitor).toEqual({
      'white-paper': once('white-paper'),
      'webinar-registration': once(`webinar-registration:${upcoming.slug}`),
      'webinar-recording': once('webinar-recording'),
      chat: [
        ...once('chat'),
        // The team's email names the visitor only as its Reply-To.
        { kind: TEAM_EMAIL, when: 'new-lead', once_a_day_per: undefined },
      ],
      // The recording's request is answered when the recording exists: nothing now.
      webinar: [],
      // Its own limit, in subscribe_newsletter: one per 10 minutes, 3 per 24 hours.
      newsletter: [{ kind: 'newsletter-confirmation', when: 'confirmation-due', once_a_day_per: undefined }],
    });
    const team = owed.get('chat')!.find((effect) => effect.kind === TEAM_EMAIL)!;
    expect(team.payload).toMatchObject({ to: DEFAULT_TEAM_EMAIL, replyTo: VISITOR });
    // What an email is about is folded into its mark, not handed to the store beside it.
    for (const effects of owed.values()) for (const effect of effects) expect(effect).not.toHaveProperty('about');
  });
});
