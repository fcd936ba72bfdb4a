/** Words a minute an adult reads on screen: the figure most reading-time estimates use. */
export const WORDS_PER_MINUTE = 230;

/** The prose of an MDX body: no frontmatter, code, import/export lines, JSX tags or link targets. */
export function proseOf(mdx: string): string {
  return mdx
    .replace(/^---\r?\n[\s\S]*?\r?\n---/, ' ')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^(?:import|export)\s.*$/gm, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/[#*_>`|[\]-]+/g, ' ');
}

export const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** Whole minutes to read the body, at least one. */
export const readingMinutes = (mdx: string) => Math.max(1, Math.round(wordCount(proseOf(mdx)) / WORDS_PER_MINUTE));
