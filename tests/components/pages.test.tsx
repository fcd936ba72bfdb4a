// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { blogCategories } from '../../content/blog-categories.ts';
import { positionRoute, salaryText } from '../../content/careers.ts';
import { loadPositions } from '../../content/positions.ts';
import { complianceProcesses, dataRights } from '../../content/compliance.ts';
import { site } from '../../content/site.ts';
import { renderPage } from './render-page.tsx';

const positions = loadPositions('2026-11-25');

const pages = import.meta.glob<{ default: ComponentType }>('../../pages/**/*.mdx', { eager: true });
const page = (route: string) => {
  const file = `../../pages${route === '/' ? '/index' : route}.mdx`;
  const mod = pages[file] ?? pages[file.replace(/\.mdx$/, '/index.mdx')];
  if (!mod) throw new Error(`no page ${file}`);
  return mod.default;
};

interface Expected {
  /** Text each page must carry letter for letter. */
  texts: string[];
  /** Links that go home and scroll to #contact. */
  toContact?: string[];
}

const expected: Record<string, Expected> = {
  '/': {
    texts: [
      'START HIRING. START SAVING.',
      'Calculate Savings',
      'Two-Tier Optimization Strategy',
      'AI Payroll Automation',
      'Strategic Offshore Talent',
      '70% Cost Reduction',
      '24/7 Operations',
      'Enterprise Security',
      'Instant Setup',
      'deploy in days, not months',
      'Calculate Your Savings',
      '98%',
      '2-4 weeks',
      '15-25%',
      '90% of projected savings within 12 months',
      '$2.3M',
      'Getting Started',
      'Pricing & ROI',
      'San Francisco',
      'Singapore',
      'São Paulo',
      'Claim Your Free Audit',
    ],
    toContact: ['START HIRING. START SAVING.', 'Get Started'],
  },
  '/about': {
    texts: [
      'Companies Served',
      'Average Cost Reduction',
      'Support Coverage',
      'Client Satisfaction',
      '2020',
      'Innovation First',
      'People-Centered',
      'Excellence Driven',
    ],
    toContact: ['Get Started', 'Get Custom Proposal'],
  },
  '/careers': {
    texts: positions.flatMap((p) => [p.title, p.department, p.location, p.description, salaryText(p.salary), ...p.requirements]),
  },
  '/blog': { texts: ['Featured Article', 'Load More Articles', 'Subscribe', ...blogCategories] },
  '/faq': {
    texts: [
      'Knowledge Base',
      'Browse Articles',
      'Ask Our Team',
      'Start Chat',
      'replies by email within 24 hours',
      'View Examples',
      '70% cost reductions',
      'Security & Compliance',
      `Call ${site.phone}`,
    ],
    toContact: ['Contact Support', 'Schedule Free Consultation'],
  },
  '/security': {
    texts: [
      'AES-256',
      'Multi-factor authentication',
      'SOC 2 Type II',
      'ISO 27001',
      'GDPR',
      'CCPA',
      'Data Protection Standards',
      '99.9%',
      'Uptime SLA',
      '<15 min',
      'Data Breaches',
      'Security Training',
      'Backup & Recovery',
      'Third-Party Risk Management',
    ],
  },
  '/compliance': {
    texts: [
      'HIPAA',
      'Certified',
      'Compliant',
      'Ready',
      ...complianceProcesses.map((p) => p.frequency),
      ...dataRights.map((r) => r.title),
      'all requests processed within 30 days',
      site.email,
      site.phone,
      'Security Assessment',
      'Compliance Verification',
      'Background Checks',
      'Quarterly Audits',
      'Monthly Security Reviews',
      'Continuous Performance Monitoring',
      'Training Updates',
    ],
  },
  '/services/ai-automation': {
    texts: ['Smart Processing', '99.8% accuracy', 'Compliance Ready', 'current with tax regulations', 'average 70%'],
    toContact: ['Get Started Today'],
  },
  '/services/offshore-talent': { texts: [], toContact: ['Find Talent'] },
  '/services/payroll-optimization': { texts: [], toContact: ['Optimize Now'] },
  '/resources/case-studies': { texts: ['$2.3M a Year', '72%', 'from 94% to 99.8%'], toContact: ['Get Custom Proposal'] },
  '/resources/white-papers': { texts: ['AI Automation Trends 2024', 'Get the White Paper', 'download the PDF at once'] },
  '/resources/webinars': {
    texts: [
      'AI Payroll Automation Masterclass',
      'March 25, 2024 at 2:00 PM EST',
      'Registration is closed',
      'not available yet',
      'Request the Recording',
    ],
  },
};

describe.each(Object.entries(expected))('page %s', (route, { texts, toContact = [] }) => {
  it('shows the quoted texts and its contact actions go to /#contact', async () => {
    const { container } = renderPage(page(route), route);
    // Blocks are lazy chunks: the first render of a page waits for them (the home page's widgets take longest).
    await waitFor(
      () => {
        for (const text of texts) expect(container.textContent).toContain(text);
      },
      { timeout: 10_000 },
    );
    for (const name of toContact) {
      const links = screen.getAllByRole('link', { name });
      for (const link of links) expect(link).toHaveAttribute('href', '/#contact');
    }
  }, 15_000);

  it('has one h1 and never skips a heading level', async () => {
    const { container } = renderPage(page(route), route);
    await waitFor(() => texts.forEach((text) => expect(container.textContent).toContain(text)), { timeout: 10_000 });
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => i > 0 && expect(level, `heading ${i}`).toBeLessThanOrEqual(levels[i - 1]! + 1));
  }, 15_000);
});

describe('careers', () => {
  it('offers an Apply link to its own page for each of the six positions, none to the contact form', async () => {
    const { container } = renderPage(page('/careers'), '/careers');
    await waitFor(() => expect(container.querySelectorAll('article')).toHaveLength(6));
    for (const position of positions) {
      expect(screen.getByRole('link', { name: `Apply for ${position.title}` })).toHaveAttribute('href', positionRoute(position.slug));
    }
    expect(container.querySelector('a[href="/#contact"]')).toBeNull();
  });
});

describe('the FAQ page', () => {
  it('offers a tel: call button with the phone number', async () => {
    renderPage(page('/faq'), '/faq');
    expect(await screen.findByRole('link', { name: `Call ${site.phone}` })).toHaveAttribute('href', site.phoneHref);
  });
});
