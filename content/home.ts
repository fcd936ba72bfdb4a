import type { Card, CaseStudyHighlight, ServiceCard, Stat } from './schemas/lists.ts';
import { claims } from './site.ts';

export const heroStats: Stat[] = [
  { value: claims.costReduction, label: 'Cost Reduction' },
  { value: claims.monitoring, label: 'AI Monitoring' },
  { value: claims.companiesServed, label: 'Companies Served' },
];

/** The 'Two-Tier Optimization Strategy' cards; Learn More goes to `href`. */
export const serviceCards: ServiceCard[] = [
  {
    icon: 'bot',
    title: 'AI Payroll Automation',
    description:
      'Intelligent automation runs calculations, compliance checks and reporting around the clock, with fewer errors and less manual work.',
    href: '/services/ai-automation',
    features: ['Automated calculations', 'Compliance monitoring', 'Error reduction', 'Real-time reporting'],
  },
  {
    icon: 'globe',
    title: 'Strategic Offshore Talent',
    description:
      'Skilled payroll and finance professionals from Southeast Asia and Latin America who join your team at a fraction of the cost.',
    href: '/services/offshore-talent',
    features: ['English proficiency', 'Top 10% graduates', 'Your timezone', 'Quality guarantee'],
  },
];

export const benefitTiles: Card[] = [
  {
    icon: 'trending-down',
    title: `${claims.costReduction} Cost Reduction`,
    description: 'AI automation and offshore talent together cut payroll operating costs without cutting quality.',
  },
  {
    icon: 'clock',
    title: `${claims.monitoring} Operations`,
    description: 'AI monitoring and teams across time zones keep your payroll running around the clock.',
  },
  {
    icon: 'shield',
    title: 'Enterprise Security',
    description: 'SOC 2 Type II and ISO 27001 certified, with AES-256 encryption in transit and at rest.',
  },
  {
    icon: 'zap',
    title: 'Instant Setup',
    description: 'We connect to the payroll and HR systems you already use, so you deploy in days, not months.',
  },
];

export const caseStudyHighlight: CaseStudyHighlight = {
  title: `Manufacturing company saves ${claims.caseStudySavings} a year`,
  summary: `By pairing AI payroll automation with an offshore payroll team, a mid-sized manufacturer cut payroll costs by ${claims.caseStudyReduction} and raised accuracy from ${claims.caseStudyAccuracyBefore} to ${claims.accuracy}.`,
  stats: [
    { value: claims.caseStudySavings, label: 'Saved per year' },
    { value: claims.caseStudyReduction, label: 'Cost reduction' },
    { value: claims.accuracy, label: `Accuracy, up from ${claims.caseStudyAccuracyBefore}` },
  ],
  href: '/resources/case-studies',
};

/** Social proof beside the case study. */
export const proofPoints: Stat[] = [
  {
    value: claims.satisfaction,
    label: 'Client Satisfaction',
    description: 'Clients who rate our service satisfied or very satisfied.',
  },
  {
    value: claims.onboarding,
    label: 'Onboarding',
    description: 'From kickoff to your first fully managed payroll run.',
  },
  {
    value: claims.pricingRange,
    label: 'Of Savings',
    description: `Our fee is ${claims.pricing}: you pay a share of what you save.`,
  },
  {
    value: claims.guaranteeShare,
    label: 'Savings Guarantee',
    description: `We guarantee ${claims.guarantee}.`,
  },
];

/** The band of proof under the home hero; its figures, certifications and offices come from site.ts and compliance.ts. */
export const trustStrip = {
  label: 'PayLean in numbers',
  companies: 'companies served',
  offices: 'Offices',
};
