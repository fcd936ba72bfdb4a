import type { BlogCategory } from '../blog-categories.ts';

/**
 * What a drawn cover can show, each in the shapes of the site's pictures: `label` names it in the editor,
 * `words` are what a title or teaser says when the post is about it.
 */
export const coverMotifs = {
  automation: { label: 'Automation: a payroll console checking a run', words: /automat|\bai\b|anomal|machine learning|software/ },
  compliance: { label: 'Compliance: a seal and a checklist', words: /complian|regulat|legal|\btax|classif|audit|gdpr|\blaws?\b/ },
  'time-zones': { label: 'Time zones: clocks and overlapping hours', words: /time ?zones?|distributed|hybrid|follow.the.sun|overlap/ },
  hiring: { label: 'Hiring: a map with pins and profiles', words: /\bhir(e|es|ed|ing)\b|offshore team|recruit|talent|candidate|onboard/ },
  result: { label: 'Result: a ring with the figure it reached', words: /\bsaves\b|\bresults?\b|\$\d|case study/ },
  savings: { label: 'Savings: a cost cut, before and after', words: /\bcut(s|ting)?\b|\bsav(e|es|ing|ings)\b|reduc/ },
  cost: { label: 'Cost: a ledger with its hidden line items', words: /\bcosts?\b|budget|spend|overtime|penalt|hidden/ },
  trend: { label: 'Trend: a rising chart', words: /trend|outlook|forecast|predict|growth/ },
} as const satisfies Record<string, { label: string; words: RegExp }>;

export type CoverMotif = keyof typeof coverMotifs;
export const coverMotifKeys = Object.keys(coverMotifs) as [CoverMotif, ...CoverMotif[]];

/** The motif a category leans to: it breaks a tie, and draws a post whose words match no motif. */
const categoryMotif: Record<BlogCategory, CoverMotif> = {
  'Case Study': 'result',
  Trends: 'trend',
  Guide: 'hiring',
  Analysis: 'cost',
  Management: 'time-zones',
  Legal: 'compliance',
  Strategy: 'savings',
};

/**
 * The motif that fits a post, from its words: each motif scores 2 when the title says it and 1 when
 * the teaser does, and the category's own motif 1 more. The highest wins; a tie goes to the motif
 * listed first. The same frontmatter always gives the same motif.
 */
export function deriveMotif({ title, description, category }: { title: string; description: string; category: BlogCategory }): CoverMotif {
  const [lowTitle, lowDescription] = [title.toLowerCase(), description.toLowerCase()];
  const score = (motif: CoverMotif) =>
    (coverMotifs[motif].words.test(lowTitle) ? 2 : 0) +
    (coverMotifs[motif].words.test(lowDescription) ? 1 : 0) +
    (categoryMotif[category] === motif ? 1 : 0);
  return coverMotifKeys.reduce((best, motif) => (score(motif) > score(best) ? motif : best));
}
