// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HelpCards from '../../components/blocks/HelpCards.tsx';
import { NewsletterForm } from '../../features/blog/NewsletterForm.tsx';
import startNewsletter from '../../features/blog/newsletter.island.ts';
import { site } from '../../content/site.ts';
import { renderWithApp } from './render-page.tsx';

afterEach(() => vi.restoreAllMocks());

/** The subscribe box as the page serves it (prerendered HTML), with its island started. */
function newsletter() {
  document.body.innerHTML = `<div>${renderToString(<NewsletterForm />)}</div>`;
  startNewsletter(document.body.firstElementChild as HTMLElement);
}

describe('the newsletter box', () => {
  it('says sign-up opens soon and offers email, without sending anything', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    newsletter();
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
    newsletter();
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
