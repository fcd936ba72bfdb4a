/** Everything an operator edits to rebrand the site. */
export const site = {
  name: 'PayLean',
  tagline: 'AI payroll automation + offshore talent',
  email: 'hello@paylean.example',
  phone: '+1 (415) 555-0142',
  phoneHref: 'tel:+14155550142',
  offices: ['San Francisco', 'Singapore', 'São Paulo'],
  postalAddress: '548 Market St, Suite 300, San Francisco, CA 94104, USA',
  social: { label: 'LinkedIn', href: 'https://www.linkedin.com/company/paylean' },
  /** When the privacy policy and terms last changed (YYYY-MM-DD). */
  policyDate: '2024-01-15',
  copyrightYear: 2026,
} as const;

/** The figures the site claims, in one place so copy never drifts. */
export const claims = {
  costReduction: '70%',
  caseStudyReduction: '72%',
  monitoring: '24/7',
  companiesServed: '100+',
  satisfaction: '98%',
  accuracy: '99.8%',
  uptime: '99.9%',
  onboarding: '2-4 weeks',
  pricing: '15-25% of savings',
  guarantee: '90% of projected savings within 12 months',
  team: '100+ people across 15 countries',
  incidentResponse: 'under 15 minutes',
  breaches: '0',
  responseTime: 'within 24 hours',
  // Short forms for stat tiles, where the sentence forms above are too long.
  pricingRange: '15-25%',
  guaranteeShare: '90%',
  caseStudySavings: '$2.3M',
  caseStudyAccuracyBefore: '94%',
  dataRequests: 'within 30 days',
} as const;
