// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeadForm } from '../../features/forms/LeadForm.tsx';
import startLeadForm from '../../features/forms/lead-form.island.ts';
import { leadFormNames } from '../../supabase/functions/_shared/forms/leads/lead-forms.ts';
import { renderTurnstile, SITE_KEY } from './turnstile-stand-in.ts';

afterEach(() => vi.restoreAllMocks());

/** The white paper form as the page serves it (prerendered HTML), with its island started. */
function whitePaperForm() {
  document.body.innerHTML = `<div>${renderToString(<LeadForm name="white-paper" />)}</div>`;
  startLeadForm(document.body.firstElementChild as HTMLElement);
  const form = document.querySelector('form')!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  field('name').value = 'Ann Lee';
  field('email').value = 'ann@acme.example';
  field('company').value = 'Acme';
  field('consent').checked = true;
  const submit = () => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  return { form, field, submit, status: form.querySelector('[role=status]')! };
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('a lead form, sent in place', () => {
  it('is a real post form with every field required, a honeypot and the attribution inputs', () => {
    const { form } = whitePaperForm();
    expect(form.method).toBe('post');
    expect(new URL(form.action).pathname).toBe('/functions/v1/submit-form/white-paper');
    for (const name of ['name', 'email', 'company', 'consent'])
      expect((form.elements.namedItem(name) as HTMLInputElement).required).toBe(true);
    expect([...form.querySelectorAll('input[data-attribution]')].map((i) => (i as HTMLInputElement).name)).toEqual([
      'page',
      'utmSource',
      'utmMedium',
      'utmCampaign',
      'referrer',
    ]);
    expect(form.querySelector('input[name=website]')).not.toBeNull();
  });

  it("shows the function's sentence for bad input and keeps every field; the same content again keeps its submission id", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(400, { error: 'Invalid email: enter a valid email address.' }));
    const { field, submit, status } = whitePaperForm();
    submit();
    await vi.waitFor(() => expect(status.textContent).toBe('Invalid email: enter a valid email address.'));
    expect([field('name').value, field('email').value, field('company').value, field('consent').checked]).toEqual([
      'Ann Lee',
      'ann@acme.example',
      'Acme',
      true,
    ]);
    const body = JSON.parse(String(fetch.mock.calls[0]![1]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Ann Lee',
      email: 'ann@acme.example',
      company: 'Acme',
      consent: true,
      elapsedMs: expect.any(Number),
    });
    expect(body).not.toHaveProperty('website'); // an empty honeypot is not sent

    fetch.mockResolvedValue(answer(200, { success: true, link: '/downloads/paper.pdf' }));
    submit();
    await vi.waitFor(() => expect(status.querySelector('a')?.getAttribute('href')).toBe('/downloads/paper.pdf'));
    expect(status.textContent).toBe('Your white paper is ready. We have also emailed you the link. Download the white paper (PDF)');
    const second = JSON.parse(String(fetch.mock.calls[1]![1]!.body)) as Record<string, unknown>;
    expect(second.submissionId).toBe(body.submissionId);

    field('company').value = 'Acme Inc.';
    submit();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect((JSON.parse(String(fetch.mock.calls[2]![1]!.body)) as Record<string, unknown>).submissionId).not.toBe(body.submissionId);
  });

  it('a network failure says so and keeps the fields', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const { field, submit, status } = whitePaperForm();
    submit();
    await vi.waitFor(() => expect(status.textContent).toBe('We could not reach our server. Please check your connection and try again.'));
    expect(field('email').value).toBe('ann@acme.example');
  });
});

describe("the webinars page's forms", () => {
  /** Two sessions' forms on one page, each an island of its own, as WebinarSessions renders them, each started. */
  function sessionForms() {
    document.body.innerHTML = [
      <LeadForm key="a" name="webinar-registration" session={{ slug: 'close-live', title: 'Close, Live' }} />,
      <LeadForm key="b" name="webinar-recording" session={{ slug: 'onboarding', title: 'Onboarding' }} />,
    ]
      .map((form) => `<div>${renderToString(form)}</div>`)
      .join('');
    for (const island of document.body.children) startLeadForm(island as HTMLElement);
    const [registration, recording] = [...document.querySelectorAll('form')];
    for (const form of [registration!, recording!]) {
      const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
      field('name').value = 'Ann Lee';
      field('email').value = 'ann@acme.example';
      field('company').value = 'Acme';
      field('consent').checked = true;
    }
    const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    return { registration: registration!, recording: recording!, submit };
  }

  it("each form names its session: a hidden input with the slug, and the session's title in the form's name", () => {
    const { registration, recording } = sessionForms();
    expect(registration.getAttribute('aria-label')).toBe('Webinar registration: Close, Live');
    expect(recording.getAttribute('aria-label')).toBe('Webinar recording: Onboarding');
    const session = registration.elements.namedItem('session') as HTMLInputElement;
    expect([session.type, session.value]).toEqual(['hidden', 'close-live']);
    expect(new URL(registration.action).pathname).toBe('/functions/v1/submit-form/webinar-registration');
  });

  it('each sends in place: the registration shows its calendar links, the recording its link', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { registration, recording, submit } = sessionForms();
    fetch.mockResolvedValueOnce(
      answer(200, {
        success: true,
        links: [
          { label: 'Google Calendar', href: 'https://calendar.google.com/calendar/render?action=TEMPLATE' },
          { label: 'Apple Calendar and others (.ics)', href: '/resources/webinars/close-live.ics' },
        ],
      }),
    );
    submit(registration);
    const status = registration.querySelector('[role=status]')!;
    await vi.waitFor(() => expect(status.querySelectorAll('a')).toHaveLength(2));
    expect(status.textContent).toBe(
      'You are registered. We have emailed you the invitation. Add the session to your calendar: Google Calendar · Apple Calendar and others (.ics)',
    );
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toMatchObject({ session: 'close-live', name: 'Ann Lee' });

    fetch.mockResolvedValueOnce(answer(200, { success: true, link: 'https://videos.paylean.example/onboarding' }));
    submit(recording);
    const link = () => recording.querySelector('[role=status] a');
    await vi.waitFor(() => expect(link()?.getAttribute('href')).toBe('https://videos.paylean.example/onboarding'));
    expect(link()!.textContent).toBe('Watch the recording');
  });
});

describe('analytics', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    delete window.__goals;
  });

  it("reports a success as the form's goal once per submission, with the page and the session, never what was typed", async () => {
    vi.stubEnv('VITE_PLAUSIBLE_DOMAIN', 'paylean.example');
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(400, { error: 'Invalid email: enter a valid email address.' }));
    const { field, submit, status } = whitePaperForm();
    submit();
    await vi.waitFor(() => expect(status.textContent).toContain('Invalid email'));
    expect(window.__goals).toBeUndefined();

    fetch.mockImplementation(async () => answer(200, { success: true, link: '/downloads/paper.pdf' }));
    submit();
    await vi.waitFor(() => expect(status.querySelector('a')).not.toBeNull());
    // The same content again is the same lead: not a second conversion.
    submit();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    await vi.waitFor(() => expect(status.querySelector('a')).not.toBeNull());
    field('company').value = 'Acme Inc.';
    submit();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
    await vi.waitFor(() => expect(window.__goals).toHaveLength(2));
    const goal = { name: 'White Paper Request', props: { form: 'white-paper', page: location.pathname } };
    expect(window.__goals).toEqual([goal, goal]);

    document.body.innerHTML = `<div>${renderToString(<LeadForm name="webinar-registration" session={{ slug: 'close-live', title: 'Close, Live' }} />)}</div>`;
    startLeadForm(document.body.firstElementChild as HTMLElement);
    const form = document.querySelector('form')!;
    for (const [name, value] of [
      ['name', 'Ann Lee'],
      ['email', 'ann@acme.example'],
      ['company', 'Acme'],
    ])
      (form.elements.namedItem(name!) as HTMLInputElement).value = value!;
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(window.__goals).toHaveLength(3));
    expect((window.__goals as unknown as unknown[])[2]).toEqual({
      name: 'Webinar Registration',
      props: { form: 'webinar-registration', page: location.pathname, session: 'close-live' },
    });
    expect(JSON.stringify(window.__goals)).not.toMatch(/Ann|acme/);
  });

  it('reports nothing in a build without analytics', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(200, { success: true, link: '/downloads/paper.pdf' }));
    const { submit, status } = whitePaperForm();
    submit();
    await vi.waitFor(() => expect(status.querySelector('a')).not.toBeNull());
    expect(window.__goals).toBeUndefined();
  });
});

describe('Cloudflare Turnstile', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    delete window.turnstile;
  });

  it('is in no lead form of a build without TURNSTILE_SITE_KEY, and no send carries a token', async () => {
    for (const name of leadFormNames) expect(renderToString(<LeadForm name={name} />)).not.toContain('turnstile');
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(200, { success: true }));
    whitePaperForm().submit();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).not.toHaveProperty('cf-turnstile-response');
  });

  it('with a key, is in every lead form (the chat question among them); each send carries its own token and the same content keeps its id', async () => {
    vi.stubEnv('TURNSTILE_SITE_KEY', SITE_KEY);
    for (const name of leadFormNames) {
      expect(renderToString(<LeadForm name={name} />)).toContain(`<div class="cf-turnstile" data-sitekey="${SITE_KEY}"></div>`);
    }
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(answer(400, { error: 'Please complete the check that you are human, then send again.' }));
    const { form, submit, status } = whitePaperForm();
    const { widgets, reset } = renderTurnstile(form);
    submit();
    await vi.waitFor(() => expect(status.textContent).toBe('Please complete the check that you are human, then send again.'));
    expect(reset).toHaveBeenCalledWith(widgets[0]);
    fetch.mockResolvedValue(answer(200, { success: true }));
    submit();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const [first, second] = fetch.mock.calls.map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);
    expect([first!['cf-turnstile-response'], second!['cf-turnstile-response']]).toEqual(['token-1', 'token-2']);
    expect(second!.submissionId).toBe(first!.submissionId);
  });
});
