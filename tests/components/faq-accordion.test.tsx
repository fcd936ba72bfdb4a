// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import FaqAccordion from '../../features/faq/FaqAccordion.tsx';
import { faqPageCategories, homeFaq } from '../../content/faq.ts';

// Exclusivity of <details name> and the native keyboard behaviour are browser features (jsdom has
// neither): tests/e2e/widgets.e2e.ts checks them in Chromium, early-taps.e2e.ts before hydration.
const setup = (groups: 'home' | 'page' = 'home') => ({ user: userEvent.setup(), ...render(<FaqAccordion groups={groups} />) });
const summaries = () => [...document.querySelectorAll('summary')];
const summary = (question: string) => summaries().find((s) => s.textContent === question)!;
const detailsOf = (question: string) => summary(question).parentElement as HTMLDetailsElement;

const [gettingStarted] = homeFaq;
const q = (i: number) => gettingStarted!.faqs[i]!.question;
const a = (i: number) => gettingStarted!.faqs[i]!.answer;

describe('FaqAccordion: content', () => {
  it('shows the four home groups, each an icon and an h3 over three closed questions', () => {
    setup('home');
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Getting Started', 'AI Automation', 'Offshore Talent', 'Pricing & ROI']);
    for (const heading of headings) expect(heading.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    for (const group of homeFaq) {
      const list = screen.getByRole('heading', { name: group.title }).nextElementSibling as HTMLElement;
      expect(list.querySelectorAll(':scope > li > details')).toHaveLength(3);
    }
    expect(summaries()).toHaveLength(12);
    for (const s of summaries()) {
      const details = s.parentElement as HTMLDetailsElement;
      // A native disclosure: the summary is the control, first child of its details, all in one group.
      expect(details.tagName).toBe('DETAILS');
      expect(details.firstElementChild).toBe(s);
      expect(details.getAttribute('name')).toBe('faq');
      expect(details.open).toBe(false);
      // The chevron is decorative and comes from the sprite.
      expect(s.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      expect(s.querySelector('use')?.getAttribute('href')).toMatch(/#(icon-)?chevron-down$/);
    }
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('shows every /faq category with groups="page"', () => {
    setup('page');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(faqPageCategories.map((c) => c.title));
    expect(summaries()).toHaveLength(faqPageCategories.reduce((n, c) => n + c.faqs.length, 0));
  });

  it('puts every answer in the prerendered HTML, each in a closed <details name="faq">', () => {
    const html = renderToString(<FaqAccordion groups="home" />);
    for (const group of homeFaq) for (const faq of group.faqs) expect(html).toContain(renderToString(<>{faq.answer}</>));
    expect(html.match(/<details name="faq">/g)).toHaveLength(12);
    expect(html).not.toMatch(/<details[^>]* open/);
  });

  it('fails loudly on an unknown groups value (a writer typo in MDX)', () => {
    const props = { groups: 'hom' } as unknown as { groups: 'home' };
    expect(() => renderToString(<FaqAccordion {...props} />)).toThrow(/groups must be "home" or "page"/);
  });
});

describe('FaqAccordion: disclosure', () => {
  it('opens an answer on click and closes it again', async () => {
    const { user } = setup();
    expect(screen.getByText(a(0))).not.toBeVisible();
    await user.click(summary(q(0)));
    expect(detailsOf(q(0)).open).toBe(true);
    expect(screen.getByText(a(0))).toBeVisible();
    await user.click(summary(q(0)));
    expect(detailsOf(q(0)).open).toBe(false);
  });

  it('is reached with Tab, question after question', async () => {
    const { user } = setup();
    await user.tab();
    expect(summary(q(0))).toHaveFocus();
    await user.tab();
    expect(summary(q(1))).toHaveFocus();
  });
});
