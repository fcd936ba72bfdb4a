// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HelpCards from '../../components/blocks/HelpCards.tsx';
import NewsletterSignup from '../../components/blocks/NewsletterSignup.tsx';
import { site } from '../../content/site.ts';
import { renderWithApp } from './render-page.tsx';

afterEach(() => vi.restoreAllMocks());

describe('the newsletter box', () => {
  it('says sign-up opens soon and offers email, without sending anything', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderWithApp(<NewsletterSignup />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.type(screen.getByLabelText('Work email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(`Newsletter sign-up opens soon. For now, email us at ${site.email}`);
    expect(within(status).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(status).not.toHaveTextContent(/thank|subscribed|success/i);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('needs a valid email before it says anything', async () => {
    const user = userEvent.setup();
    renderWithApp(<NewsletterSignup />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Work email')).toBeInvalid();
  });
});

describe('the Need More Help cards', () => {
  it('link Browse Articles to the blog and View Examples to the case studies', () => {
    renderWithApp(<HelpCards />, '/faq');
    expect(screen.getByRole('link', { name: 'Browse Articles' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'View Examples' })).toHaveAttribute('href', '/resources/case-studies');
  });

  it("answer Start Chat with an honest 'coming soon' and other ways to reach us", async () => {
    const user = userEvent.setup();
    renderWithApp(<HelpCards />, '/faq');
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Start Chat' }));
    expect(status).toHaveTextContent('Live Chat is coming soon.');
    expect(within(status).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(within(status).getByRole('link', { name: site.phone })).toHaveAttribute('href', site.phoneHref);
  });
});
