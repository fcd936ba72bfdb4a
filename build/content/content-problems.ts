import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { placeholdersIn } from '../../content/placeholders.ts';
import { contentFiles, type ContentFile } from '../../content/schemas/files.ts';
import { currentPlaceholderValues } from './facts-file.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The names a placeholder may use: every claim and fact (their keys are fixed by the facts' schema). */
export const PLACEHOLDER_NAMES: ReadonlySet<string> = new Set(Object.keys(currentPlaceholderValues()));

/** A field's rules as zod's JSON schema states them; `params`, from `.meta()`, are the names its code fills in. */
interface FieldSchema {
  properties?: Record<string, FieldSchema>;
  items?: FieldSchema;
  params?: string[];
}

/** Every text inside `data`, with its path ('categories.0.faqs.1.answer') and the names its field's code fills in. */
function textsIn(data: unknown, schema: FieldSchema | undefined, at: string[] = []): { at: string; text: string; params: string[] }[] {
  if (typeof data === 'string') return [{ at: at.join('.'), text: data, params: schema?.params ?? [] }];
  if (Array.isArray(data)) return data.flatMap((item, i) => textsIn(item, schema?.items, [...at, String(i)]));
  if (data !== null && typeof data === 'object')
    return Object.entries(data).flatMap(([key, value]) => textsIn(value, schema?.properties?.[key], [...at, key]));
  return [];
}

const fieldSchemaOf = (schema: z.ZodType): FieldSchema => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as FieldSchema;

/**
 * A placeholder that names no claim or fact, nor a value the field's code fills in (its schema's `params`):
 * `faq.json: categories.0.faqs.1.answer: {costReductoin} names no claim or fact of content/facts.json`.
 */
export const placeholderProblems = (file: string, data: unknown, schema?: z.ZodType): string[] =>
  textsIn(data, schema && fieldSchemaOf(schema)).flatMap(({ at, text, params }) =>
    placeholdersIn(text)
      .filter((name) => !PLACEHOLDER_NAMES.has(name) && !params.includes(name))
      .map(
        (name) =>
          `${file}: ${at}: {${name}} names no claim or fact of content/facts.json` +
          (params.length ? `, nor a value this text is shown with (${params.map((param) => `{${param}}`).join(', ')})` : ''),
      ),
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
  return [...schemaProblems, ...placeholderProblems(file, data, schema)];
}

/** The problems of every content file as it is on disk (`read` gives another text, such as a save's). */
export const contentProblems = (
  files: ContentFile[] = contentFiles,
  read = (file: string) => readFileSync(path.join(root, file), 'utf8'),
): string[] => files.flatMap((file) => contentFileProblems(file, read(file.file)));
