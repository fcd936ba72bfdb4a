// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import PrivacyPolicy from '../../pages/privacy-policy.mdx';
import TermsOfService from '../../pages/terms-of-service.mdx';
import { site } from '../../content/site.ts';
import { renderPage } from './render-page.tsx';

const TERMS = [
  'Acceptance of Terms',
  'Description of Service',
  'User Accounts',
  'Service Availability',
  'Payment Terms',
  'Intellectual Property',
  'User Conduct',
  'Privacy',
  'Service Level Agreement',
  'Limitation of Liability',
  'Indemnification',
  'Termination',
  'Governing Law',
  'Changes to Terms',
  'Contact Information',
];
const PRIVACY = [
  'Information We Collect',
  'How We Use Your Information',
  'How We Share Your Information',
  'Data Security',
  'Your Rights',
  'Cookies',
  'International Data Transfers',
  'Data Retention',
  "Children's Privacy",
  'Changes to This Policy',
  'Contact Us',
];

/** Renders a legal page and waits for its lazily loaded table-of-contents block. */
async function renderLoaded(Page: ComponentType) {
  const result = renderPage(Page);
  await screen.findByRole('navigation', { name: 'Table of contents' });
  return result;
}

async function expectNumberedWithToc(Page: ComponentType, titles: string[]) {
  await renderLoaded(Page);
  const h2s = screen.getAllByRole('heading', { level: 2 });
  expect(h2s.map((h) => h.textContent)).toEqual(titles.map((t, i) => `${i + 1}. ${t}`));
  // Every heading is its own anchor link (rehype-slug + autolink).
  for (const h2 of h2s) expect(within(h2).getByRole('link')).toHaveAttribute('href', `#${h2.id}`);
  const toc = screen.getByRole('navigation', { name: 'Table of contents' });
  const links = within(toc).getAllByRole('link');
  expect(links.map((a) => a.textContent)).toEqual(h2s.map((h) => h.textContent));
  expect(links.map((a) => a.getAttribute('href'))).toEqual(h2s.map((h) => `#${h.id}`));
  expect(screen.getByText('Last updated January 15, 2024')).toBeInTheDocument();
}

describe('Terms of Service', () => {
  it('has exactly its 15 numbered sections, a matching table of contents and anchors', async () => {
    await expectNumberedWithToc(TermsOfService, TERMS);
  });

  it('states the terms: uptime, payment, notice periods, governing law and venue, Enterprise clients', async () => {
    const { container } = await renderLoaded(TermsOfService);
    const text = container.textContent ?? '';
    for (const term of [
      '99.9%',
      '30 days after the invoice date',
      "30 days' notice of any price change",
      "30 days' written notice",
      'State of California',
      'San Francisco County',
      'Enterprise clients',
    ]) {
      expect(text).toContain(term);
    }
  });
});

describe('Privacy Policy', () => {
  it('covers its eleven topics as numbered sections with a matching table of contents', async () => {
    await expectNumberedWithToc(PrivacyPolicy, PRIVACY);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Personal Information',
      'Job Applications',
      'Automatically Collected Information',
      'Service Providers',
      'Business Transfers',
      'Legal Requirements',
    ]);
  });

  it('lists the seven rights, the age limit and the contact details', async () => {
    const { container } = await renderLoaded(PrivacyPolicy);
    const text = container.textContent ?? '';
    for (const right of ['access', 'correction', 'deletion', 'portability', 'restriction', 'objection', 'withdraw consent']) {
      expect(text).toContain(right);
    }
    expect(text).toContain('under 18');
    expect(text).toContain(site.postalAddress);
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(screen.getByRole('link', { name: site.phone })).toHaveAttribute('href', site.phoneHref);
  });
});
