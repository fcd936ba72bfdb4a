import { describe, expect, it } from 'vitest';
import { loadPositions } from '../../content/positions.ts';
import { jobDescriptionHtml, jobPostingJsonLd } from '../../features/careers/job-posting.ts';

const origin = 'https://paylean.example';
const position = (slug: string, today = '2026-11-25') => loadPositions(today).find((p) => p.slug === slug)!;

describe('JobPosting', () => {
  it('places an on-site role at its office, with its yearly salary range', () => {
    expect(jobPostingJsonLd(position('enterprise-account-executive'), origin)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Enterprise Account Executive',
      description:
        '<p>Win mid-market and enterprise clients who want lower payroll costs without lower quality.</p><p><strong>Requirements</strong></p>' +
        '<ul><li>5+ years closing B2B deals above $100,000 in annual contract value</li><li>Experience selling HR, payroll or finance software</li>' +
        '<li>A consistent record of meeting quota</li></ul>',
      identifier: { '@type': 'PropertyValue', name: 'PayLean', value: 'enterprise-account-executive' },
      datePosted: '2026-11-12',
      validThrough: '2027-02-28',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'PayLean',
        sameAs: 'https://paylean.example/',
        logo: 'https://paylean.example/favicon.svg',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'San Francisco', addressRegion: 'CA', addressCountry: 'US' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 120000, maxValue: 150000, unitText: 'YEAR' },
      },
      directApply: true,
      url: 'https://paylean.example/careers/enterprise-account-executive',
    });
  });

  it('marks a remote role TELECOMMUTE with the countries a candidate may live in, and no office', () => {
    const data = jobPostingJsonLd(position('senior-machine-learning-engineer'), origin);
    expect(data).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [{ '@type': 'Country', name: 'United States' }],
    });
    expect(data).not.toHaveProperty('jobLocation');
  });

  it('offers no direct application once the position is closed', () => {
    expect(jobPostingJsonLd(position('client-success-manager', '2027-02-01'), origin).directApply).toBe(false);
  });

  it('escapes the text it puts into the description HTML', () => {
    expect(jobDescriptionHtml({ description: 'R&D <team>', requirements: ['"C" > B'] })).toBe(
      '<p>R&amp;D &lt;team&gt;</p><p><strong>Requirements</strong></p><ul><li>&quot;C&quot; &gt; B</li></ul>',
    );
  });
});
