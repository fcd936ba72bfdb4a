// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ApplicationForm from '../../features/careers/ApplicationForm.tsx';
import { applicationKey, sendApplication, withoutTurnstileToken } from '../../features/careers/send-application.ts';
import { renderTurnstile, SITE_KEY } from './turnstile-stand-in.ts';

vi.mock('../../features/careers/send-application.ts', async (original) => ({
  ...(await original<typeof import('../../features/careers/send-application.ts')>()),
  sendApplication: vi.fn(),
}));
const send = vi.mocked(sendApplication);

beforeAll(() => {
  // sonner's theme="system" asks for the colour scheme; jsdom has no matchMedia.
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
});

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllEnvs();
  send.mockReset();
  delete window.__goals;
  delete window.turnstile;
});

describe('the application form: analytics', () => {
  it('reports a stored application as the goal, with the page and the position, and a refused one not at all', async () => {
    vi.stubEnv('VITE_PLAUSIBLE_DOMAIN', 'paylean.example');
    render(<ApplicationForm position="full-stack-engineer" />);
    const form = screen.getByRole('form');
    fireEvent.change(screen.getByRole('textbox', { name: /name/i }), { target: { value: 'Typed Candidate' } });

    send.mockResolvedValueOnce({ status: 400, error: 'Invalid email: enter a valid email address.', field: 'email' });
    fireEvent.submit(form);
    await waitFor(() => expect(send).toHaveBeenCalledOnce());
    await screen.findByText('Invalid email: enter a valid email address.');
    expect(window.__goals).toBeUndefined();

    send.mockResolvedValueOnce({ status: 200 });
    fireEvent.submit(form);
    await waitFor(() => expect(window.__goals).toBeDefined());
    expect(window.__goals).toEqual([
      { name: 'Job Application', props: { form: 'application', page: location.pathname, position: 'full-stack-engineer' } },
    ]);
  });
});

describe('the application form: Cloudflare Turnstile', () => {
  it('is not in a build without TURNSTILE_SITE_KEY', () => {
    render(<ApplicationForm position="full-stack-engineer" />);
    expect(screen.getByRole('form').querySelector('.cf-turnstile')).toBeNull();
  });

  it('with a key, holds the widget, and each send carries its own token in the body', async () => {
    vi.stubEnv('TURNSTILE_SITE_KEY', SITE_KEY);
    render(<ApplicationForm position="full-stack-engineer" />);
    const form = screen.getByRole('form');
    expect(form.querySelector(`.cf-turnstile[data-sitekey="${SITE_KEY}"]`)).not.toBeNull();
    const { widgets, reset } = renderTurnstile(form);
    fireEvent.change(screen.getByRole('textbox', { name: /name/i }), { target: { value: 'Typed Candidate' } });
    send.mockResolvedValue({ status: 400, error: 'Please complete the check that you are human, then send again.' });
    fireEvent.submit(form);
    await screen.findByText('Please complete the check that you are human, then send again.');
    expect(reset).toHaveBeenCalledWith(widgets[0]);
    fireEvent.submit(form);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    const [first, second] = send.mock.calls.map(([, body]) => body);
    expect([first!.get('cf-turnstile-response'), second!.get('cf-turnstile-response')]).toEqual(['token-1', 'token-2']);
  });

  it('keeps the submission id of the same content sent with a new token', () => {
    const body = (token: string) => {
      const fields = new FormData();
      fields.set('name', 'Ana Lim');
      fields.set('resume', new File(['%PDF-1.7'], 'cv.pdf', { lastModified: 1 }));
      fields.set('cf-turnstile-response', token);
      return fields;
    };
    const first = applicationKey(null, withoutTurnstileToken(body('token-1')), () => 'id-1');
    expect(applicationKey(first, withoutTurnstileToken(body('token-2')), () => 'id-2').id).toBe('id-1');
    expect(applicationKey(first, body('token-2'), () => 'id-2').id).toBe('id-2');
    expect(withoutTurnstileToken(body('token-1')).get('resume')).toBeInstanceOf(File);
  });
});
