import type { Card } from './schemas/lists.ts';
import { claims } from './site.ts';

/** The three cards on /services/ai-automation. */
export const aiAutomationCards: Card[] = [
  {
    icon: 'cpu',
    title: 'Smart Processing',
    description: `Machine learning processes every payroll run with ${claims.accuracy} accuracy and flags anomalies before anyone is paid.`,
  },
  {
    icon: 'shield-check',
    title: 'Compliance Ready',
    description: 'Pay rules stay current with tax regulations at federal, state and local level, updated as laws change.',
  },
  {
    icon: 'trending-down',
    title: 'Cost Reduction',
    description: `Clients cut payroll processing costs by an average ${claims.costReduction} through automation and offshore support.`,
  },
];
