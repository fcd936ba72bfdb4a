/**
 * The schemas of the words of the site's interface (content/words/*.json): one file per feature, so an island
 * ships only its own words. A text that states a value only known when it is shown (a count, a date, a title)
 * is a template: `template({ count: 'how many' })` declares the names it may use, `{count}`, and says what each
 * stands for; the content check refuses any other name that is no claim or fact.
 */
import { z } from 'zod';
import { text } from './lists.ts';

/** A text its code fills in: `params` names what each of its placeholders stands for. */
export const template = (params: Record<string, string>, description?: string) => {
  const names = Object.entries(params).map(([name, what]) => `{${name}} (${what})`);
  const says = names.length ? `It may say ${names.join(', ')}.` : undefined;
  return text.meta({ params: Object.keys(params), description: [description, says].filter(Boolean).join(' ') || undefined });
};

export const toast = z.strictObject({ title: text, description: text });
