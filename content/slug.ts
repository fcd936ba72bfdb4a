/**
 * The one slug of the site, for URLs and ids: 'What's the ROI?' -> 'whats-the-roi'. Like the
 * headings' ids (rehype-slug), it drops punctuation rather than turning it into a dash.
 */
export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
