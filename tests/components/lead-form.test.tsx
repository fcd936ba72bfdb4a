// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeadForm } from '../../features/forms/LeadForm.tsx';
import startLeadForm from '../../features/forms/lead-form.island.ts';

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
