import { aboutStats, companyValues } from './about.ts';
import { careerBenefits } from './careers.ts';
import { dataRights, offshoreCompliance } from './compliance.ts';
import { benefitTiles, caseStudyHighlight, heroStats } from './home.ts';
import type { Card, Item, Stat } from './schemas/lists.ts';
import { dataProtectionPoints, securityFeatures, securityPractices } from './security.ts';
import { aiAutomationCards } from './services.ts';

/**
 * The lists a page shows by key: `<CardGrid list="about.values" />`. Each key names a list of a content file
 * (content/about.json's `values`), so pages hold no data and a list is edited once, where it lives.
 */
export const cardLists = {
  'home.benefits': benefitTiles,
  'about.values': companyValues,
  'services.ai-automation': aiAutomationCards,
  'careers.benefits': careerBenefits,
  'security.features': securityFeatures,
  'security.practices': securityPractices,
} satisfies Record<string, Card[]>;

export const statLists = {
  'home.hero': heroStats,
  'about.stats': aboutStats,
  'home.case-study': caseStudyHighlight.stats,
} satisfies Record<string, Stat[]>;

export const checkLists = {
  'security.data-protection': dataProtectionPoints,
  'compliance.data-rights': dataRights,
  'compliance.vetting': offshoreCompliance.vetting,
  'compliance.monitoring': offshoreCompliance.monitoring,
} satisfies Record<string, (string | Item)[]>;

export type CardListKey = keyof typeof cardLists;
export type StatListKey = keyof typeof statLists;
export type CheckListKey = keyof typeof checkLists;

/** The list a key names; throws naming the key when there is none, so the build stops on the page that uses it. */
export function listByKey<Lists extends Record<string, unknown>>(lists: Lists, key: string, block: string): Lists[keyof Lists] {
  if (!Object.hasOwn(lists, key)) throw new Error(`<${block} list="${key}" />: no such list (one of ${Object.keys(lists).join(', ')})`);
  return lists[key as keyof Lists];
}
