// @vitest-environment jsdom
import { useEffect, useRef, type RefObject } from 'react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ContactForm from '../../features/contact/ContactForm.tsx';
import { DRAFT_STORAGE_KEY, serializeDraft } from '../../features/contact/contact-draft.ts';
import type { ContactFormValues } from '../../features/contact/contact-payload.ts';
import { PREFILL_STORAGE_KEY, requestContactPrefill } from '../../features/contact/contact-prefill.ts';
import { sendContact } from '../../features/contact/send/attempt.ts';
import { SendError } from '../../features/contact/send/errors.ts';
import { replayEarlyInput } from '../../src/page-script/early-input.ts';
import { ann } from '../fixtures/contact.ts';
import { renderTurnstile, SITE_KEY } from './turnstile-stand-in.ts';

vi.mock('../../features/contact/send/attempt.ts', () => ({ sendContact: vi.fn() }));
// jsdom re-renders the 243-option list slowly, and the machine is shared.
vi.setConfig({ testTimeout: 30_000 });
const send = vi.mocked(sendContact);

const CONSENT = 'I consent to being contacted by phone at the number provided above for consultation purposes.';
const MESSAGE = 'Tell us about your payroll challenges';
const SUBMIT = 'Schedule Free Consultation';
const WEBHOOK = 'https://hooks.example.test/paylean';

const valid: ContactFormValues = {
  ...ann,
  company: 'Acme & Sons',
  employees: '25',
  message: 'Payroll takes us two days a month.',
  callConsent: true,
};

const field = {
  firstName: () => screen.getByRole<HTMLInputElement>('textbox', { name: 'First name' }),
  lastName: () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Last name' }),
  email: () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Work email' }),
  phone: () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone number' }),
  company: () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Company name' }),
  employees: () => screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Number of employees' }),
  message: () => screen.getByRole<HTMLInputElement>('textbox', { name: MESSAGE }),
  consent: () => screen.getByRole<HTMLInputElement>('checkbox', { name: CONSENT }),
  country: () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Country code' }),
};
const submitButton = () => screen.getByRole('button', { name: /Schedule Free Consultation|Sending\.\.\./ });
const form = () => document.getElementById('contact-form') as HTMLFormElement;

function setup() {
  const user = userEvent.setup({ delay: null });
  render(<ContactForm />);
  return user;
}

type TextKey = Exclude<keyof ContactFormValues, 'countryCode' | 'callConsent'>;
const TEXT_FIELDS: TextKey[] = ['firstName', 'lastName', 'email', 'phone', 'company', 'employees', 'message'];

/** Types each given field as a visitor would (country and consent excluded). */
async function fill(user: UserEvent, values: Partial<ContactFormValues>) {
  for (const key of TEXT_FIELDS) {
    const value = values[key];
    if (value === undefined) continue;
    await user.clear(field[key]());
    if (value) await user.type(field[key](), value);
  }
  if (values.callConsent && !field.consent().checked) await user.click(field.consent());
}

/** Waits for the real combobox to replace the placeholder (its chunk loads when first reached). */
const combobox = () => waitFor(() => expect(field.country()).not.toHaveAttribute('readonly'), { timeout: 10_000 });

/** Opens the country dropdown (loading the real combobox), searches and picks a country. */
async function chooseCountry(user: UserEvent, name: string) {
  await user.click(field.country());
  await combobox();
  await user.clear(field.country());
  await user.type(field.country(), name, { skipClick: true });
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
}

/** The visible toast with this title, and its description. */
async function findToast(title: string) {
  const heading = await screen.findByText(title, { selector: '[data-title]' }, { timeout: 5000 });
  const toastElement = heading.closest('[data-sonner-toast]') as HTMLElement;
  return { element: toastElement, description: toastElement.querySelector('[data-description]')?.textContent };
}

const visibleToastTitles = () =>
  Array.from(document.querySelectorAll('[data-sonner-toast]:not([data-removed="true"]) [data-title]')).map((el) => el.textContent);

const formValues = () => ({
  firstName: field.firstName().value,
  lastName: field.lastName().value,
  email: field.email().value,
  country: field.country().value,
  phone: field.phone().value,
  company: field.company().value,
  employees: field.employees().value,
  message: field.message().value,
  callConsent: field.consent().checked,
});

beforeAll(() => {
  // sonner's theme="system" asks for the colour scheme; jsdom has no matchMedia.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }) as unknown as MediaQueryList;
  // headlessui scrolls the active option into view; jsdom has no layout.
  Element.prototype.scrollIntoView ??= () => {};
});

beforeEach(() => {
  sessionStorage.clear();
  // The test mode's .env.test names a local receiver that only the e2e suite runs; the webhook tests set their own.
  vi.stubEnv('VITE_CONTACT_WEBHOOK_URL', '');
  send.mockReset();
  send.mockResolvedValue(undefined);
});

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// sonner removes a dismissed toast 200 ms later: let that timer run while jsdom still exists.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 400)));

/** The form as its island holds it: once hydrated, the island replays what was typed before (src/islands.tsx). */
function AsIsland() {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div ref={ref}>
      <ContactForm />
      <ReplayAfterHydration island={ref} />
    </div>
  );
}

function ReplayAfterHydration({ island }: { island: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (island.current) replayEarlyInput(island.current);
  }, [island]);
  return null;
}

describe('ContactForm: fields', () => {
  it('has every field, labelled, with its browser-level constraints', () => {
    setup();
    expect(form()).toBeInTheDocument();
    expect(form().tagName).toBe('FORM');
    expect(field.email()).toHaveAttribute('type', 'email');
    // The browser checks them before the app runs; once it runs, the app's checks (and toasts) come first.
    for (const required of [
      field.firstName(),
      field.lastName(),
      field.email(),
      field.phone(),
      field.company(),
      field.employees(),
      field.message(),
      field.consent(),
    ]) {
      expect(required).toBeRequired();
    }
    expect(form()).toHaveProperty('noValidate', true);
    expect(field.employees()).toHaveAttribute('type', 'number');
    expect(field.employees()).toHaveAttribute('min', '1');
    expect(field.message().tagName).toBe('TEXTAREA');
    expect(field.consent()).not.toBeChecked();
    expect(field.country()).toHaveValue('United States (+1)');
    expect(field.phone()).toHaveAttribute('maxlength', '10');
    expect(field.phone()).toHaveAttribute('minlength', '10');
    expect(field.phone()).toHaveAttribute('placeholder', '10 digits');
    expect(submitButton()).toHaveTextContent(SUBMIT);
    expect(submitButton()).toBeEnabled();
  });

  it('keeps only digits in the phone number', async () => {
    const user = setup();
    await user.type(field.phone(), '(415) 555-01ab42');
    expect(field.phone()).toHaveValue('4155550142');
  });

  it('keeps every digit of a pasted formatted number, without the country prefix', async () => {
    const user = setup();
    await user.click(field.phone());
    await user.paste('+1 (415) 555-0142');
    expect(field.phone()).toHaveValue('4155550142');
  });

  it('updates the phone maxlength and placeholder with the chosen country', async () => {
    const user = setup();
    await chooseCountry(user, 'United Kingdom');
    expect(field.country()).toHaveValue('United Kingdom (+44)');
    expect(field.phone()).toHaveAttribute('maxlength', '11');
    expect(field.phone()).toHaveAttribute('placeholder', '11 digits');
    await chooseCountry(user, 'Singapore');
    expect(field.phone()).toHaveAttribute('maxlength', '8');
    expect(field.phone()).toHaveAttribute('placeholder', '8 digits');
    await chooseCountry(user, 'Andorra');
    expect(field.phone()).toHaveAttribute('maxlength', '6');
  });

  it('searches the country list by dial code and is operated by keyboard', async () => {
    const user = setup();
    await user.tab(); // first name
    act(() => field.country().focus());
    await combobox();
    // The real combobox took over with focus kept, and opened.
    expect(field.country()).toHaveFocus();
    await user.clear(field.country());
    await user.type(field.country(), '+880', { skipClick: true });
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bangladesh+880']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field.country()).toHaveValue('Bangladesh (+880)');
    expect(field.phone()).toHaveAttribute('maxlength', '11');
  });

  it('lists every country with its dial code in a list scrollable to 15rem', async () => {
    const user = setup();
    await user.click(field.country());
    await combobox();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Show countries' }));
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.length).toBeGreaterThanOrEqual(240);
    expect(options.map((o) => o.textContent)).toContain('United Kingdom+44');
    expect(getComputedStyle(listbox).maxHeight).toBe('15rem');
    expect(getComputedStyle(listbox).overflowY).toBe('auto');
  });
});

describe('ContactForm: the checks on submit', () => {
  it('shows the three validation toasts in order (email, required fields, phone length), sending nothing', async () => {
    const user = setup();
    await fill(user, { ...valid, firstName: '', email: 'ann.acme.example', phone: '41555' });

    await user.click(submitButton());
    const email = await findToast('Invalid email address');
    expect(email.description).toBe('Please enter a valid email address with @ symbol.');
    expect(email.element).toHaveAttribute('data-type', 'error');

    await fill(user, { email: ann.email });
    await user.click(submitButton());
    expect((await findToast('Missing required fields')).description).toBe('Please fill in first name, email, and phone number.');
    await waitFor(() => expect(visibleToastTitles()).toEqual(['Missing required fields']));

    await fill(user, { firstName: ann.firstName });
    await user.click(submitButton());
    expect((await findToast('Invalid phone number length')).description).toBe(
      'Phone number for US should be 10 digits. You entered 5 digits.',
    );

    await chooseCountry(user, 'Canada');
    await user.click(submitButton());
    await waitFor(async () =>
      expect((await findToast('Invalid phone number length')).description).toBe(
        'Phone number for Canada should be 10 digits. You entered 5 digits.',
      ),
    );

    await chooseCountry(user, 'United Kingdom');
    await user.click(submitButton());
    await waitFor(async () =>
      expect((await findToast('Invalid phone number length')).description).toBe(
        'Phone number for selected country should be 11 digits. You entered 5 digits.',
      ),
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('then leaves the browser-required fields to the browser: no send, no toast', async () => {
    const user = setup();
    await fill(user, { ...valid, lastName: '', callConsent: false });
    const invalid = vi.fn();
    form().addEventListener('invalid', invalid, true);
    await user.click(submitButton());
    await waitFor(() => expect(invalid).toHaveBeenCalled());
    expect(field.lastName()).toBeInvalid();
    expect(field.consent()).toBeInvalid();
    expect(send).not.toHaveBeenCalled();
    expect(visibleToastTitles()).toEqual([]);
  });
});

describe('ContactForm: sending', () => {
  it("shows 'Sending...' on a disabled button while busy, then resets the form and confirms", async () => {
    let finish!: () => void;
    send.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = setup();
    await chooseCountry(user, 'United Kingdom');
    await fill(user, { ...valid, phone: '74001234567' });
    await user.click(submitButton());

    await waitFor(() => expect(submitButton()).toHaveTextContent('Sending...'));
    expect(submitButton()).toBeDisabled();
    expect(send).toHaveBeenCalledOnce();
    const body = send.mock.calls[0]![0];
    expect(body).toEqual({
      ...ann,
      countryCode: '+44-GB',
      phone: '74001234567',
      company: 'Acme & Sons',
      employees: 25,
      message: 'Payroll takes us two days a month.',
      callConsent: true,
      submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      // The function's bot signals: the empty honeypot and how long the form had been shown.
      website: '',
      elapsedMs: expect.any(Number),
    });
    expect(body.elapsedMs).toBeGreaterThan(0);

    await act(async () => finish());
    const sent = await findToast('Message sent successfully!');
    expect(sent.description).toBe("We'll get back to you within 24 hours.");
    expect(sent.element).toHaveAttribute('data-type', 'success');
    expect(submitButton()).toHaveTextContent(SUBMIT);
    expect(submitButton()).toBeEnabled();
    expect(formValues()).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      country: 'United States (+1)',
      phone: '',
      company: '',
      employees: '',
      message: '',
      callConsent: false,
    });
    expect(field.phone()).toHaveAttribute('maxlength', '10');
  });

  it("keeps every field and shows the server's message when the send fails", async () => {
    send.mockRejectedValue(
      new SendError('Invalid email: enter a valid email address such as name@company.com.', { status: 400, retryable: false }),
    );
    const user = setup();
    await chooseCountry(user, 'United Kingdom');
    await fill(user, { ...valid, phone: '74001234567' });
    const before = formValues();
    await user.click(submitButton());

    const failed = await findToast('Error sending message');
    expect(failed.description).toBe('Invalid email: enter a valid email address such as name@company.com.');
    expect(failed.element).toHaveAttribute('data-type', 'error');
    expect(formValues()).toEqual(before);
    expect(submitButton()).toBeEnabled();
    expect(send).toHaveBeenCalledOnce(); // a 4xx is not retried
  });

  it("a 429 is not retried: the server's rate-limit text is shown and every field kept", async () => {
    const limited = 'Too many messages from your network. Please try again in 42 seconds.';
    send.mockRejectedValue(new SendError(limited, { status: 429, retryable: false }));
    const user = setup();
    await fill(user, valid);
    const before = formValues();
    await user.click(submitButton());
    const failed = await findToast('Error sending message');
    expect(failed.description).toBe(limited);
    expect(send).toHaveBeenCalledOnce();
    expect(formValues()).toEqual(before);
  });

  it("shows the general 'Please try again' text when the failure has no message of its own", async () => {
    send.mockRejectedValue(new Error('internal'));
    const user = setup();
    await fill(user, valid);
    await user.click(submitButton());
    expect((await findToast('Error sending message')).description).toBe('Please try again or contact us directly.');
  });

  it('retries a 5xx under the same submission id, then succeeds', async () => {
    send.mockRejectedValueOnce(new SendError('Database unavailable', { status: 503, retryable: true })).mockResolvedValueOnce(undefined);
    const user = setup();
    await fill(user, valid);
    await user.click(submitButton());
    // retryDelay(0) is 1 s.
    await findToast('Message sent successfully!');
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0]![0].submissionId).toBe(send.mock.calls[1]![0].submissionId);
  });

  it('a resubmit after a failure reuses the id; the next submission after a success gets a new one', async () => {
    send.mockRejectedValueOnce(new SendError('Try later', { status: 400, retryable: false }));
    const user = setup();
    await fill(user, valid);
    await user.click(submitButton());
    await findToast('Error sending message');
    await user.click(submitButton());
    await findToast('Message sent successfully!');
    await fill(user, valid);
    await user.click(submitButton());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    const [first, second, third] = send.mock.calls.map(([body]) => body.submissionId);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
  });

  it('sends once on a double click', async () => {
    const user = setup();
    await fill(user, valid);
    await user.dblClick(submitButton());
    await findToast('Message sent successfully!');
    expect(send).toHaveBeenCalledOnce();
  });

  it('sends once when two submits land before React re-renders the disabled button', async () => {
    const user = setup();
    await fill(user, valid);
    act(() => {
      form().requestSubmit();
      form().requestSubmit();
    });
    await findToast('Message sent successfully!');
    expect(send).toHaveBeenCalledOnce();
  });
});

describe('ContactForm: bot signals', () => {
  it('sends what a bot typed into the hidden honeypot field, which people cannot reach', async () => {
    const user = setup();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    await fill(user, valid);
    honeypot.value = 'http://spam.example';
    await user.click(submitButton());
    await waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(send.mock.calls[0]![0].website).toBe('http://spam.example');
  });
});

describe('ContactForm: webhook', () => {
  it('after a success, POSTs the supplementary payload form-encoded to VITE_CONTACT_WEBHOOK_URL', async () => {
    vi.stubEnv('VITE_CONTACT_WEBHOOK_URL', WEBHOOK);
    const fetch = vi.fn(async () => new Response('ok'));
    vi.stubGlobal('fetch', fetch);
    const user = setup();
    await fill(user, valid);
    await user.click(submitButton());
    await findToast('Message sent successfully!');
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(WEBHOOK);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    const payload = Object.fromEntries(init.body as URLSearchParams);
    expect(payload).toEqual({
      ...ann,
      company: 'Acme & Sons',
      employees: '25',
      message: 'Payroll takes us two days a month.',
      callConsent: 'true',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      source: 'website_contact_form',
      action: 'schedule_consultation',
    });
  });

  it('never calls it when the send fails, and only logs its own failure', async () => {
    vi.stubEnv('VITE_CONTACT_WEBHOOK_URL', WEBHOOK);
    const fetch = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    send.mockRejectedValueOnce(new SendError('no', { status: 400, retryable: false }));
    const user = setup();
    await fill(user, valid);
    await user.click(submitButton());
    await findToast('Error sending message');
    expect(fetch).not.toHaveBeenCalled();

    await user.click(submitButton());
    await findToast('Message sent successfully!');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledOnce();
    await waitFor(() => expect(visibleToastTitles()).toEqual(['Message sent successfully!']));
  });
});

describe('ContactForm: analytics', () => {
  afterEach(() => {
    delete window.__goals;
  });

  it("reports the form's goal after a success only, with the page and nothing typed", async () => {
    vi.stubEnv('VITE_PLAUSIBLE_DOMAIN', 'paylean.example');
    send.mockRejectedValueOnce(new SendError('no', { status: 400, retryable: false }));
    const user = setup();
    await fill(user, valid);
    await user.click(submitButton());
    await findToast('Error sending message');
    expect(window.__goals).toBeUndefined();

    await user.click(submitButton());
    await findToast('Message sent successfully!');
    expect(window.__goals).toEqual([{ name: 'Contact Request', props: { form: 'contact', page: location.pathname } }]);
  });

  it('reports nothing in a build without analytics', async () => {
    const user = setup();
    await fill(user, valid);
    await user.click(submitButton());
    await findToast('Message sent successfully!');
    expect(window.__goals).toBeUndefined();
  });
});

describe('ContactForm: prefill from the calculator', () => {
  it('fills the employee count stored before the form mounted, once', () => {
    sessionStorage.setItem(PREFILL_STORAGE_KEY, JSON.stringify({ employees: '25' }));
    setup();
    expect(field.employees()).toHaveValue(25);
    expect(sessionStorage.getItem(PREFILL_STORAGE_KEY)).toBeNull();
  });

  it("fills it when 'Get Custom Proposal' is used while the form is on screen", async () => {
    const user = setup();
    await user.type(field.employees(), '7');
    act(() => requestContactPrefill({ employees: '140' }));
    expect(field.employees()).toHaveValue(140);
    expect(sessionStorage.getItem(PREFILL_STORAGE_KEY)).toBeNull();
  });
});

describe('ContactForm: draft across reloads', () => {
  const storedDraft = () =>
    JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null') as { form: ContactFormValues; startedAt: number } | null;
  /** What a reload does to the form: unmount it, mount a fresh one (sessionStorage stays). */
  const reload = () => {
    cleanup();
    return setup();
  };

  it('keeps what is typed (never the honeypot) and brings it back after a reload', async () => {
    let user = setup();
    document.querySelector<HTMLInputElement>('input[name="website"]')!.value = 'http://spam.example';
    await chooseCountry(user, 'United Kingdom');
    await fill(user, { ...valid, phone: '74001234567' });
    await waitFor(() => expect(storedDraft()?.form).toEqual({ ...valid, countryCode: '+44-GB', phone: '74001234567' }));
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).not.toContain('spam');
    const before = formValues();
    const { startedAt } = storedDraft()!;
    const reloadedAt = Date.now();

    user = reload();
    await waitFor(() => expect(formValues()).toEqual(before));
    expect(field.phone()).toHaveAttribute('maxlength', '11');
    await user.click(submitButton());
    await findToast('Message sent successfully!');
    // The fill time still counts from the first showing, not from the reload (1 ms for rounding).
    expect(send.mock.calls[0]![0].elapsedMs).toBeGreaterThanOrEqual(reloadedAt - startedAt - 1);
  });

  it('counts the fill time from when the form was first shown, before the reload', async () => {
    sessionStorage.setItem(DRAFT_STORAGE_KEY, serializeDraft({ form: valid, startedAt: Date.now() - 10_000, submission: null }));
    const user = setup();
    await waitFor(() => expect(field.firstName()).toHaveValue(ann.firstName));
    await user.click(submitButton());
    await waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(send.mock.calls[0]![0].elapsedMs).toBeGreaterThanOrEqual(10_000);
  });

  it('is saved even when the page goes away right after a keystroke', async () => {
    const user = setup();
    await user.type(field.firstName(), ann.firstName);
    act(() => void window.dispatchEvent(new PageTransitionEvent('pagehide')));
    expect(storedDraft()?.form.firstName).toBe(ann.firstName);
  });

  it('is cleared by a success: a reload then shows the empty form', async () => {
    let user = setup();
    await fill(user, valid);
    await waitFor(() => expect(storedDraft()).not.toBeNull());
    await user.click(submitButton());
    await findToast('Message sent successfully!');
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull());
    user = reload();
    await user.type(field.lastName(), 'x'); // after the mount effects
    expect(formValues()).toMatchObject({ firstName: '', email: '', message: '', callConsent: false });
  });

  it('keeps the submission id with the draft after a failure: a resend after a reload is the same submission', async () => {
    send.mockRejectedValueOnce(new SendError('Database unavailable', { status: 503, retryable: false }));
    let user = setup();
    await fill(user, valid);
    await user.click(submitButton());
    await findToast('Error sending message');
    user = reload();
    await waitFor(() => expect(field.firstName()).toHaveValue(ann.firstName));
    await user.click(submitButton());
    await findToast('Message sent successfully!');
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![0].submissionId).toBe(send.mock.calls[0]![0].submissionId);
  });

  it('a prefill requested after the draft was saved wins for the employee count', async () => {
    sessionStorage.setItem(DRAFT_STORAGE_KEY, serializeDraft({ form: valid, startedAt: Date.now(), submission: null }));
    // The calculator used on another route: nothing consumed it yet.
    sessionStorage.setItem(PREFILL_STORAGE_KEY, JSON.stringify({ employees: '140' }));
    setup();
    await waitFor(() => expect(field.firstName()).toHaveValue(ann.firstName));
    expect(field.employees()).toHaveValue(140);
  });

  it('an employee count edited after a prefill is the one a reload brings back', async () => {
    let user = setup();
    act(() => requestContactPrefill({ employees: '140' }));
    await fill(user, { ...valid, employees: '150' });
    await waitFor(() => expect(storedDraft()?.form.employees).toBe('150'));
    user = reload();
    await waitFor(() => expect(field.firstName()).toHaveValue(ann.firstName));
    expect(field.employees()).toHaveValue(150);
  });

  it('ignores a garbage draft', async () => {
    sessionStorage.setItem(DRAFT_STORAGE_KEY, '{"v":1,"form":{"firstName":{"$gt":""},"countryCode":"+999"}}');
    const user = setup();
    await user.type(field.lastName(), ann.lastName);
    expect(formValues()).toMatchObject({ firstName: '', lastName: ann.lastName, country: 'United States (+1)' });
  });
});

describe('ContactForm: prerender', () => {
  it('prerenders the form with its placeholder country field and hydrates without warnings', async () => {
    const html = renderToString(<ContactForm />);
    expect(html).toContain('id="contact-form"');
    expect(html).toContain('United States (+1)');
    expect(html).toContain('placeholder="10 digits"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, <ContactForm />, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('restores a saved draft after hydrating the empty prerendered form, without warnings', async () => {
    const html = renderToString(<AsIsland />);
    sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      serializeDraft({ form: { ...valid, countryCode: '+44-GB' }, startedAt: Date.now(), submission: null }),
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // Typed before hydration is newer than the draft.
    (container.querySelector('[name="company"]') as HTMLInputElement).value = 'Typed Early Ltd';
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, <AsIsland />, { onRecoverableError: recoverable }));
    await waitFor(() => expect(container.firstElementChild).toHaveAttribute('data-hydrated')); // replayed
    const inContainer = within(container);
    await waitFor(() => expect(inContainer.getByRole('textbox', { name: 'First name' })).toHaveValue(ann.firstName));
    expect(inContainer.getByRole('combobox', { name: 'Country code' })).toHaveValue('United Kingdom (+44)');
    expect(inContainer.getByRole('textbox', { name: 'Company name' })).toHaveValue('Typed Early Ltd');
    expect(inContainer.getByRole('checkbox', { name: CONSENT })).toBeChecked();
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('keeps what was typed into the prerendered form before it hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AsIsland />);
    document.body.append(container);
    const typeNatively = (name: string, value: string) => {
      (container.querySelector(`[name="${name}"]`) as HTMLInputElement).value = value;
    };
    typeNatively('firstName', ann.firstName);
    typeNatively('message', 'Typed early');
    typeNatively('phone', '415-555');
    (container.querySelector('[name="callConsent"]') as HTMLInputElement).checked = true;

    const root = await act(async () => hydrateRoot(container, <AsIsland />));
    await waitFor(() => expect(container.firstElementChild).toHaveAttribute('data-hydrated')); // replayed
    const user = userEvent.setup({ delay: null });
    // Any re-render of a controlled input would write the empty state back over the DOM.
    await user.type(within(container).getByRole('textbox', { name: 'Last name' }), ann.lastName);
    expect(within(container).getByRole('textbox', { name: 'First name' })).toHaveValue(ann.firstName);
    expect(within(container).getByRole('textbox', { name: MESSAGE })).toHaveValue('Typed early');
    expect(within(container).getByRole('textbox', { name: 'Phone number' })).toHaveValue('415555');
    expect(within(container).getByRole('checkbox', { name: CONSENT })).toBeChecked();
    act(() => root.unmount());
    container.remove();
  });
});

describe('ContactForm: Cloudflare Turnstile', () => {
  afterEach(() => {
    delete window.turnstile;
  });

  it('is not in a build without TURNSTILE_SITE_KEY, and the send carries no token', async () => {
    expect(renderToString(<ContactForm />)).not.toContain('turnstile');
    const user = setup();
    await fill(user, valid);
    await user.click(submitButton());
    await findToast('Message sent successfully!');
    expect(send.mock.calls[0]![0]).not.toHaveProperty('cf-turnstile-response');
  });

  it("with a key, is in the prerendered form; what Cloudflare's script puts in it survives hydration, and each send carries its own token", async () => {
    vi.stubEnv('TURNSTILE_SITE_KEY', SITE_KEY);
    const html = renderToString(<ContactForm />);
    expect(html).toContain(`<div class="cf-turnstile" data-sitekey="${SITE_KEY}"></div>`);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // The script may render before the island hydrates.
    const { widgets, reset } = renderTurnstile(container);
    expect(widgets).toHaveLength(1);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, <ContactForm />, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(widgets[0]!.isConnected).toBe(true);
    expect(form().contains(widgets[0]!.querySelector('input[name="cf-turnstile-response"]'))).toBe(true);

    send.mockRejectedValueOnce(
      new SendError('Please complete the check that you are human, then send again.', { status: 400, retryable: false }),
    );
    const user = userEvent.setup({ delay: null });
    await fill(user, valid);
    await user.click(submitButton());
    expect((await findToast('Error sending message')).description).toBe('Please complete the check that you are human, then send again.');
    expect(reset).toHaveBeenCalledWith(widgets[0]);
    await user.click(submitButton());
    await findToast('Message sent successfully!');
    const [first, second] = send.mock.calls.map(([body]) => body as Record<string, unknown>);
    expect([first!['cf-turnstile-response'], second!['cf-turnstile-response']]).toEqual(['token-1', 'token-2']);
    // The same content keeps its submission id with a new token.
    expect(second!.submissionId).toBe(first!.submissionId);
    expect(widgets[0]!.isConnected).toBe(true);
    act(() => root.unmount());
    container.remove();
  });
});
