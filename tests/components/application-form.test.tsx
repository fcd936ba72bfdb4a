// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ApplicationForm from '../../features/careers/ApplicationForm.tsx';
import { sendApplication } from '../../features/careers/send-application.ts';

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
  delete window.__goals;
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
