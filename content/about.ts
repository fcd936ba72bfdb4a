import type { Card, Stat } from './schemas/lists.ts';
import { claims } from './site.ts';

export const aboutStats: Stat[] = [
  { value: claims.companiesServed, label: 'Companies Served' },
  { value: claims.costReduction, label: 'Average Cost Reduction' },
  { value: claims.monitoring, label: 'Support Coverage' },
  { value: claims.satisfaction, label: 'Client Satisfaction' },
];

export const companyValues: Card[] = [
  {
    icon: 'lightbulb',
    title: 'Innovation First',
    description: 'We apply AI where it removes busywork, so people can focus on the judgment calls that matter.',
  },
  {
    icon: 'users',
    title: 'People-Centered',
    description: "Behind every payroll are people who need to be paid right and on time, and our own team's growth matters just as much.",
  },
  {
    icon: 'award',
    title: 'Excellence Driven',
    description: `We hold ourselves to ${claims.accuracy} accuracy and measure our success by the savings our clients see.`,
  },
];
