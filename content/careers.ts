import type { Card, Position } from './schemas/lists.ts';
import { claims, site } from './site.ts';

export type CareerBenefit = Card;

export const careerBenefits: CareerBenefit[] = [
  {
    icon: 'globe',
    title: 'Remote-First Culture',
    description: `Join ${claims.team}. Work from home, or from our offices in ${site.offices.join(', ')}.`,
  },
  {
    icon: 'dollar',
    title: 'Competitive Compensation',
    description: 'Salaries benchmarked to each market, performance bonuses and equity for every full-time employee.',
  },
  {
    icon: 'heart',
    title: 'Health & Wellness',
    description: 'Health coverage for you and your dependents, plus a monthly wellness stipend and flexible hours.',
  },
  {
    icon: 'graduation',
    title: 'Growth & Learning',
    description: 'A yearly learning budget, mentorship from senior leaders and clear paths into leadership roles.',
  },
];

export type { Position };

export const positions: Position[] = [
  {
    title: 'Senior Machine Learning Engineer',
    department: 'Engineering',
    location: 'Remote (United States)',
    type: 'Full-time',
    description: 'Build the models behind our payroll anomaly detection and automated calculations.',
    requirements: [
      '5+ years building machine learning systems in production',
      'Strong Python and SQL; experience with PyTorch or a similar framework',
      'Experience with anomaly detection or financial data',
    ],
    salary: '$170,000 - $210,000',
  },
  {
    title: 'Full-Stack Engineer',
    department: 'Engineering',
    location: 'Remote (Latin America)',
    type: 'Contract',
    description: 'Ship features across our client dashboard and payroll integrations.',
    requirements: [
      '3+ years with TypeScript, React and Node.js',
      'Experience with PostgreSQL and REST APIs',
      'Fluent English and at least four hours of overlap with US Eastern time',
    ],
    salary: '$60,000 - $85,000',
  },
  {
    title: 'Payroll Compliance Specialist',
    department: 'Compliance',
    location: 'San Francisco, CA (Hybrid)',
    type: 'Full-time',
    description: 'Track federal, state and local tax changes and turn them into rules our platform applies.',
    requirements: [
      '4+ years in US multi-state payroll compliance',
      'Certified Payroll Professional (CPP) or equivalent',
      'Familiarity with SOC 2 controls is a plus',
    ],
    salary: '$95,000 - $125,000',
  },
  {
    title: 'Payroll Operations Team Lead',
    department: 'Operations',
    location: 'Manila, Philippines',
    type: 'Full-time',
    description: 'Lead a team of payroll specialists serving US clients, owning accuracy and on-time delivery.',
    requirements: [
      '5+ years in payroll processing, including 2+ years leading a team',
      'Experience with US payroll and tax filings',
      'Excellent written and spoken English',
      'Able to work shifts aligned to US time zones',
    ],
    salary: '$28,000 - $38,000',
  },
  {
    title: 'Client Success Manager',
    department: 'Customer Success',
    location: 'São Paulo, Brazil (Hybrid)',
    type: 'Full-time',
    description: 'Guide clients from onboarding to measurable savings and be their trusted point of contact.',
    requirements: [
      '3+ years in customer success or account management for B2B software',
      'Fluent English and Portuguese; Spanish is a plus',
      'Confident presenting savings and ROI reports to executives',
    ],
    salary: '$45,000 - $60,000',
  },
  {
    title: 'Enterprise Account Executive',
    department: 'Sales',
    location: 'San Francisco, CA',
    type: 'Full-time',
    description: 'Win mid-market and enterprise clients who want lower payroll costs without lower quality.',
    requirements: [
      '5+ years closing B2B deals above $100,000 in annual contract value',
      'Experience selling HR, payroll or finance software',
      'A consistent record of meeting quota',
    ],
    salary: '$120,000 - $150,000 base + commission',
  },
];
