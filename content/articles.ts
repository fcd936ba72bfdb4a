import type { Article } from './schemas.ts';
import { claims } from './site.ts';

export const articleCategories = [
  'Case Study',
  'Trends',
  'Guide',
  'Analysis',
  'Management',
  'Legal',
  'Strategy',
] as const;
export type ArticleCategory = (typeof articleCategories)[number];

/** The blog's filter badges, 'All' first. */
export const categoryFilters = ['All', ...articleCategories] as const;
export type CategoryFilter = (typeof categoryFilters)[number];

export type { Article };

export const featuredArticle: Article = {
  title: 'The 2024 Playbook for Cutting Payroll Costs Without Cutting Corners',
  excerpt: `How companies combine AI automation with offshore talent to reach a ${claims.costReduction} cost reduction while improving accuracy and compliance.`,
  author: 'Maria Santos',
  date: '2024-03-12',
  readTime: '12 min read',
  category: 'Strategy',
  image: 'target',
};

export const articles: Article[] = [
  {
    title: `How a Manufacturer Saves ${claims.caseStudySavings} a Year on Payroll`,
    excerpt: `A ${claims.caseStudyReduction} cost cut and accuracy up from ${claims.caseStudyAccuracyBefore} to ${claims.accuracy}: what changed, in what order, and what the team would do again.`,
    author: 'Daniel Reyes',
    date: '2024-03-05',
    readTime: '8 min read',
    category: 'Case Study',
    image: 'building',
  },
  {
    title: 'AI Payroll Automation Trends to Watch in 2024',
    excerpt: 'From anomaly detection to continuous compliance, the shifts changing how payroll teams work this year.',
    author: 'Priya Natarajan',
    date: '2024-02-27',
    readTime: '6 min read',
    category: 'Trends',
    image: 'trending-up',
  },
  {
    title: 'A Step-by-Step Guide to Building Your First Offshore Team',
    excerpt: 'Roles to start with, how to vet candidates, and how to set up handovers that work across time zones.',
    author: 'Camila Oliveira',
    date: '2024-02-20',
    readTime: '10 min read',
    category: 'Guide',
    image: 'globe',
  },
  {
    title: 'The True Cost of Manual Payroll Processing',
    excerpt: 'Error corrections, overtime and compliance penalties: the hidden line items in a manual payroll budget.',
    author: 'James Whitfield',
    date: '2024-02-13',
    readTime: '7 min read',
    category: 'Analysis',
    image: 'calculator',
  },
  {
    title: 'Managing Distributed Teams Across Time Zones',
    excerpt: 'Rituals, tools and communication habits that keep a hybrid onshore and offshore team aligned.',
    author: 'Ana Lim',
    date: '2024-02-06',
    readTime: '5 min read',
    category: 'Management',
    image: 'users',
  },
  {
    title: 'Payroll Compliance Across Borders: What US Companies Need to Know',
    excerpt: 'Contractor classification, data transfer rules and tax obligations when part of your team works abroad.',
    author: 'Michael Chen',
    date: '2024-01-30',
    readTime: '9 min read',
    category: 'Legal',
    image: 'scale',
  },
];
