// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import FaqAccordion from '../../components/faq-accordion/FaqAccordion.tsx';
import { faqPageCategories, homeFaq } from '../../content/faq.ts';

const setup = (groups: 'home' | 'page' = 'home') => ({ user: userEvent.setup(), ...render(<FaqAccordion groups={groups} />) });
const button = (question: string) => screen.getByRole('button', { name: question });
const panelOf = (question: string) => document.getElementById(button(question).getAttribute('aria-controls') ?? '')!;

const [gettingStarted, aiAutomation, , pricing] = homeFaq;
const q = (group: typeof gettingStarted, i: number) => group!.faqs[i]!.question;
const a = (group: typeof gettingStarted, i: number) => group!.faqs[i]!.answer;

function expectOpen(question: string, answer: string) {
  expect(button(question)).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText(answer)).toBeVisible();
}
function expectClosed(question: string, answer: string) {
  expect(button(question)).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByText(answer)).not.toBeVisible();
}

describe('FaqAccordion: content', () => {
  it('shows the four home groups, each an icon and an h3 over three questions, all closed', () => {
    setup('home');
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Getting Started', 'AI Automation', 'Offshore Talent', 'Pricing & ROI']);
    for (const heading of headings) {
      const icon = heading.querySelector('svg');
      expect(icon).not.toBeNull();
      expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(12);
    for (const b of buttons) {
      expect(b.tagName).toBe('BUTTON');
      expect(b).toHaveAttribute('aria-expanded', 'false');
      // Every answer is in the DOM, hidden, and its button points at it.
      expect(document.getElementById(b.getAttribute('aria-controls') ?? '')).not.toBeVisible();
    }
    for (const group of homeFaq) {
      const list = screen.getByRole('heading', { name: group.title }).nextElementSibling as HTMLElement;
      expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    }
  });

  it('shows every /faq category with groups="page"', () => {
    setup('page');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(faqPageCategories.map((c) => c.title));
    expect(screen.getAllByRole('button')).toHaveLength(faqPageCategories.reduce((n, c) => n + c.faqs.length, 0));
  });

  it('puts every answer in the prerendered HTML (hidden until opened)', () => {
    const html = renderToString(<FaqAccordion groups="home" />);
    for (const group of homeFaq)
      for (const faq of group.faqs) expect(html).toContain(renderToString(<>{faq.answer}</>));
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(12);
    expect(html.match(/ hidden=""/g)).toHaveLength(12);
  });

  it('fails loudly on an unknown groups value (a writer typo in MDX)', () => {
    const props = { groups: 'hom' } as unknown as { groups: 'home' };
    expect(() => renderToString(<FaqAccordion {...props} />)).toThrow(/groups must be "home" or "page"/);
  });
});

describe('FaqAccordion: single open, collapsible', () => {
  it('opens a question and its answer on click, with aria-controls naming the answer', async () => {
    const { user } = setup();
    await user.click(button(q(gettingStarted, 0)));
    expectOpen(q(gettingStarted, 0), a(gettingStarted, 0));
    expect(panelOf(q(gettingStarted, 0))).toHaveTextContent(a(gettingStarted, 0));
  });

  it('keeps one answer open across the whole accordion', async () => {
    const { user } = setup();
    await user.click(button(q(gettingStarted, 0)));
    await user.click(button(q(gettingStarted, 1)));
    expectClosed(q(gettingStarted, 0), a(gettingStarted, 0));
    expectOpen(q(gettingStarted, 1), a(gettingStarted, 1));
    // In another group too.
    await user.click(button(q(pricing, 2)));
    expectClosed(q(gettingStarted, 1), a(gettingStarted, 1));
    expectOpen(q(pricing, 2), a(pricing, 2));
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });

  it('closes the open answer when its question is clicked again, then can reopen it', async () => {
    const { user } = setup();
    await user.click(button(q(aiAutomation, 1)));
    await user.click(button(q(aiAutomation, 1)));
    expectClosed(q(aiAutomation, 1), a(aiAutomation, 1));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    await user.click(button(q(aiAutomation, 1)));
    expectOpen(q(aiAutomation, 1), a(aiAutomation, 1));
  });
});

describe('FaqAccordion: keyboard', () => {
  it('is operated with Tab, Enter and Space, and focus stays on the question', async () => {
    const { user } = setup();
    await user.tab();
    expect(button(q(gettingStarted, 0))).toHaveFocus();
    await user.keyboard('{Enter}');
    expectOpen(q(gettingStarted, 0), a(gettingStarted, 0));

    // The open answer holds no focusable element: Tab goes straight to the next question.
    await user.tab();
    expect(button(q(gettingStarted, 1))).toHaveFocus();
    await user.keyboard(' ');
    expectOpen(q(gettingStarted, 1), a(gettingStarted, 1));
    expectClosed(q(gettingStarted, 0), a(gettingStarted, 0));
    // Closing the other item must not pull focus to it.
    expect(button(q(gettingStarted, 1))).toHaveFocus();

    await user.keyboard(' ');
    expectClosed(q(gettingStarted, 1), a(gettingStarted, 1));
    await user.keyboard('{Enter}');
    expectOpen(q(gettingStarted, 1), a(gettingStarted, 1));

    await user.tab({ shift: true });
    expect(button(q(gettingStarted, 0))).toHaveFocus();
    await user.keyboard('{Enter}');
    expectOpen(q(gettingStarted, 0), a(gettingStarted, 0));
    expectClosed(q(gettingStarted, 1), a(gettingStarted, 1));
    expect(button(q(gettingStarted, 0))).toHaveFocus();
  });
});
