import { fields } from '@keystatic/core';

interface TitleSlug {
  /** What the slug is called to the writer: 'Slug' (the file name) or 'Address'. */
  label?: string;
  description: string;
  pattern: RegExp;
  /** A slug that fits, shown when one does not. */
  example: string;
}

/** An entry's title, required, and the slug made from it: lowercase words joined by hyphens. */
export const titleSlug = ({ label = 'Slug', description, pattern, example }: TitleSlug) =>
  fields.slug({
    name: { label: 'Title', validation: { isRequired: true } },
    slug: {
      label,
      description,
      validation: { pattern: { regex: pattern, message: `Lowercase words joined by hyphens, such as ${example}` } },
    },
  });
