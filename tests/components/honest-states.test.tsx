// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComingSoon } from '../../components/ui/ComingSoon.tsx';
import HelpCards from '../../features/chat/blocks/HelpCards.tsx';
import { renderWithApp } from './render-page.tsx';

afterEach(() => vi.restoreAllMocks());

describe('the Need More Help cards', () => {
  it('link Browse Articles to the blog and View Examples to the case studies', () => {
    renderWithApp(<HelpCards />, '/faq');
    expect(screen.getByRole('link', { name: 'Browse Articles' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'View Examples' })).toHaveAttribute('href', '/resources/case-studies');
  });

  it('make Start Chat, without a live chat, a link to the chat page over a folded question form with a work email', () => {
    const { container } = renderWithApp(<HelpCards />, '/faq');
    expect(screen.getByRole('heading', { name: 'Ask Our Team' })).toBeInTheDocument();
    expect(screen.queryByText(/24\/7/)).toBeNull();
    const start = screen.getByRole('link', { name: 'Start Chat' });
    expect(start).toHaveAttribute('href', '/chat');
    const panel = container.querySelector(`#${CSS.escape(start.getAttribute('aria-controls')!)}`) as HTMLElement;
    expect(panel.hidden).toBe(true);
    const form = within(panel).getByRole('form', { hidden: true, name: 'Ask us a question' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form.getAttribute('action')).toMatch(/\/functions\/v1\/submit-form\/chat$/);
    expect(within(form).getByRole('textbox', { hidden: true, name: 'Work email' })).toHaveAttribute('type', 'email');
    expect(within(form).getByRole('textbox', { hidden: true, name: 'Your question' }).tagName).toBe('TEXTAREA');
  });

  it("answer a card's button that has no page yet with an honest 'coming soon', as a native disclosure", async () => {
    const user = userEvent.setup();
    const { container } = renderWithApp(<ComingSoon label="Start Webinar">Webinars are coming soon.</ComingSoon>, '/faq');
    const disclosure = container.querySelector('details')!;
    expect(disclosure.open).toBe(false);
    await user.click(within(disclosure).getByText('Start Webinar'));
    expect(disclosure.open).toBe(true);
    expect(disclosure.querySelector('p')).toHaveTextContent('Webinars are coming soon.');
  });
});
