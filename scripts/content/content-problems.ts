import { readFileSync } from 'node:fs';
import path from 'node:path';
import { placeholdersIn } from '../../content/placeholders.ts';
import { contentFiles, type ContentFile } from '../../content/schemas/files.ts';
import { placeholderValues } from '../../content/site.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The names a placeholder may use: every claim and fact (their keys are fixed by the facts' schema). */
const PLACEHOLDER_NAMES = new Set(Object.keys(placeholderValues));

/** Every text inside `data`, with its path: 'categories.0.faqs.1.answer'. */
function textsIn(data: unknown, at: string[] = []): { at: string; text: string }[] {
  if (typeof data === 'string') return [{ at: at.join('.'), text: data }];
  if (data !== null && typeof data === 'object') return Object.entries(data).flatMap(([key, value]) => textsIn(value, [...at, key]));
  return [];
}

/** A placeholder that names no claim or fact: `faq.json: categories.0.faqs.1.answer: {costReductoin} names no claim or fact`. */
export const placeholderProblems = (file: string, data: unknown): string[] =>
  textsIn(data).flatMap(({ at, text }) =>
    placeholdersIn(text)
      .filter((name) => !PLACEHOLDER_NAMES.has(name))
      .map((name) => `${file}: ${at}: {${name}} names no claim or fact of content/facts.json`),
  );

/** One line per problem of a content file's text: not JSON, a field its schema refuses, an unknown placeholder. */
export function contentFileProblems({ file, schema }: ContentFile, source: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    return [`${file}: not valid JSON: ${(error as Error).message}`];
  }
  const result = schema.safeParse(data);
  const schemaProblems = result.success ? [] : result.error.issues.map((issue) => `${file}: ${issue.path.join('.')}: ${issue.message}`);
  return [...schemaProblems, ...placeholderProblems(file, data)];
}

/** The problems of every content file as it is on disk (`read` gives another text, such as a save's). */
export const contentProblems = (
  files: ContentFile[] = contentFiles,
  read = (file: string) => readFileSync(path.join(root, file), 'utf8'),
): string[] => files.flatMap((file) => contentFileProblems(file, read(file.file)));
