import { careerBenefits } from './career-benefits.ts';
import { complianceProcesses, complianceStandards } from './compliance.ts';
import { serviceCards } from './home.ts';
import { AI_SAVINGS_PERCENT, OFFSHORE_SAVINGS_PERCENT } from './savings.ts';
import type { PageVisualData } from './schemas/lists.ts';
import { certifications, securityMetrics } from './security.ts';
import { claims, site } from './site.ts';

/** '99.8%' -> 99.8: a claim as the number a ring or bar draws. */
const percentOf = (claim: string) => Number.parseFloat(claim);

const [automation, offshore] = serviceCards;
const statusOf = (name: string) => complianceStandards.find((s) => s.name === name)?.status ?? 'Compliant';

/**
 * The picture beside each page's heading (<PageVisual name="..." /> in its hero), drawn from a few
 * shapes: a ring, bars, a checklist, a list of places, status badges. Every figure is one the site
 * states elsewhere; `label` is what the picture says to a screen reader.
 */
const visuals = {
  'ai-automation': {
    label: `AI payroll automation at ${claims.accuracy} calculation accuracy: ${automation!.features.join(', ')}.`,
    tiles: [
      { kind: 'ring', value: percentOf(claims.accuracy), label: 'Calculation accuracy' },
      { kind: 'checks', title: 'Checked on every run', items: automation!.features.map((label) => ({ label })) },
    ],
  },
  'offshore-talent': {
    label: `Offshore talent from Southeast Asia and Latin America: ${offshore!.features.join(', ')}.`,
    tiles: [
      { kind: 'places', title: 'Where your team works', places: ['Southeast Asia', 'Latin America'] },
      { kind: 'checks', title: 'Every professional', items: offshore!.features.map((label) => ({ label })) },
    ],
  },
  'payroll-optimization': {
    label: `Savings of ${claims.costReduction}: ${AI_SAVINGS_PERCENT}% from AI automation and ${OFFSHORE_SAVINGS_PERCENT}% from offshore talent.`,
    tiles: [
      {
        kind: 'bars',
        title: 'Where the savings come from',
        bars: [
          { label: 'AI automation', value: AI_SAVINGS_PERCENT, display: `${AI_SAVINGS_PERCENT}%` },
          { label: 'Offshore talent', value: OFFSHORE_SAVINGS_PERCENT, display: `${OFFSHORE_SAVINGS_PERCENT}%` },
        ],
      },
      { kind: 'ring', value: percentOf(claims.costReduction), label: 'Average cost reduction' },
    ],
  },
  about: {
    label: `${claims.satisfaction} client satisfaction, ${claims.companiesServed} companies served, offices in ${site.offices.join(', ')}.`,
    tiles: [
      {
        kind: 'ring',
        value: percentOf(claims.satisfaction),
        label: 'Client satisfaction',
        caption: `${claims.companiesServed} companies served`,
      },
      { kind: 'places', title: 'Our offices', places: [...site.offices] },
    ],
  },
  careers: {
    label: `A team of ${claims.team}, with offices in ${site.offices.join(', ')}.`,
    tiles: [
      { kind: 'places', title: `${claims.team}`, places: [...site.offices] },
      { kind: 'checks', title: 'Why work with us', items: careerBenefits.map((b) => ({ label: b.title })) },
    ],
  },
  'case-studies': {
    label: `A manufacturer saved ${claims.caseStudySavings} a year, cut costs by ${claims.caseStudyReduction} and raised accuracy from ${claims.caseStudyAccuracyBefore} to ${claims.accuracy}.`,
    tiles: [
      {
        kind: 'ring',
        value: percentOf(claims.caseStudyReduction),
        label: 'Cost reduction',
        caption: `${claims.caseStudySavings} saved a year`,
      },
      {
        kind: 'bars',
        title: 'Payroll accuracy',
        bars: [
          { label: 'Before', value: percentOf(claims.caseStudyAccuracyBefore), display: claims.caseStudyAccuracyBefore },
          { label: 'With PayLean', value: percentOf(claims.accuracy), display: claims.accuracy },
        ],
      },
    ],
  },
  'white-papers': {
    label: 'The AI Automation Trends 2024 white paper.',
    tiles: [
      {
        kind: 'checks',
        title: 'AI Automation Trends 2024',
        items: [
          { label: 'Where AI beats manual payroll' },
          { label: 'Continuous compliance' },
          { label: 'Automation with offshore teams' },
          { label: 'A vendor checklist' },
        ],
      },
    ],
  },
  webinars: {
    label: 'The AI Payroll Automation Masterclass, held live on March 25, 2024; its recording is not available yet.',
    tiles: [
      {
        kind: 'checks',
        title: 'AI Payroll Automation Masterclass',
        items: [
          { label: 'Held live March 25, 2024', detail: '2:00 PM EST' },
          { label: 'Recording on request' },
          { label: 'Live questions and answers' },
        ],
      },
    ],
  },
  blog: {
    label: `What the blog is about: AI payroll automation, offshore teams, compliance across borders and the cost of payroll, and the ${claims.costReduction} cost reduction our clients average.`,
    tiles: [
      {
        kind: 'checks',
        title: 'What we write about',
        items: [
          { label: 'AI payroll automation', detail: 'Trends' },
          { label: 'Building offshore teams', detail: 'Guides' },
          { label: 'Compliance across borders', detail: 'Legal' },
          { label: 'The cost of payroll', detail: 'Analysis' },
        ],
      },
      {
        kind: 'ring',
        value: percentOf(claims.costReduction),
        label: 'Average cost reduction',
        caption: 'What our clients reach, step by step',
      },
    ],
  },
  security: {
    label: `Certified ${certifications.map((c) => c.name).join(', ')}; ${securityMetrics.map((m) => `${m.value} ${m.label}`).join(', ')}.`,
    tiles: [
      {
        kind: 'badges',
        title: 'Independently audited',
        badges: certifications.map((c) => ({ label: c.name, status: statusOf(c.name), certified: statusOf(c.name) === 'Certified' })),
      },
      { kind: 'checks', title: 'By the numbers', items: securityMetrics.map((m) => ({ label: m.label, detail: m.value })) },
    ],
  },
  compliance: {
    label: `${complianceStandards.map((s) => `${s.name}: ${s.status}`).join(', ')}.`,
    tiles: [
      {
        kind: 'badges',
        title: 'Standards',
        badges: complianceStandards.map((s) => ({ label: s.name, status: s.status, certified: s.status === 'Certified' })),
      },
      {
        kind: 'checks',
        title: 'Kept current',
        items: complianceProcesses.slice(0, 3).map((p) => ({ label: p.title, detail: p.frequency })),
      },
    ],
  },
} satisfies Record<string, PageVisualData>;

export type PageVisualName = keyof typeof visuals;
export const pageVisuals: Record<PageVisualName, PageVisualData> = visuals;
