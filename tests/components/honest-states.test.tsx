// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HelpCards from '../../components/blocks/HelpCards.tsx';
import { site } from '../../content/site.ts';
import { renderWithApp } from './render-page.tsx';

afterEach(() => vi.restoreAllMocks());

describe('the Need More Help cards', () => {
  it('link Browse Articles to the blog and View Examples to the case studies', () => {
    renderWithApp(<HelpCards />, '/faq');
    expect(screen.getByRole('link', { name: 'Browse Articles' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'View Examples' })).toHaveAttribute('href', '/resources/case-studies');
  });

  it("answer Start Chat with an honest 'coming soon' and other ways to reach us, as a native disclosure", async () => {
    const user = userEvent.setup();
    const { container } = renderWithApp(<HelpCards />, '/faq');
    const disclosure = container.querySelector('details')!;
    const note = disclosure.querySelector('p')!;
    expect(disclosure.open).toBe(false);
    await user.click(within(disclosure).getByText('Start Chat'));
    expect(disclosure.open).toBe(true);
    expect(note).toHaveTextContent('Live Chat is coming soon.');
    expect(within(note).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(within(note).getByRole('link', { name: site.phone })).toHaveAttribute('href', site.phoneHref);
  });
});
