import { fields } from '@keystatic/core';
import type { ComponentSchema } from '@keystatic/core';
import { z } from 'zod';
import { omitDefault } from './fields.ts';

/** A field's rules as zod's JSON schema states them, with what `.meta()` adds for the editor. */
interface FieldSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: FieldSchema;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  title?: string;
  description?: string;
  /** A text of more than a line: an answer, a description. */
  multiline?: boolean;
  /** 'page': a route chosen among the site's pages (content/schemas/content-files.ts: pageChoice), never typed. */
  choice?: 'page';
}

/** The site's pages (and the home page's sections) a page choice offers, as the editor lists them. */
export type PageChoices = { label: string; value: string }[];

/** 'costReduction' -> 'Cost reduction': a field's label when its schema names none. */
const humanize = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The text an item of a list is shown by in the editor: its first field that reads as its name. */
const NAME_FIELDS = ['title', 'label', 'question', 'name', 'heading', 'value'];
const itemLabel = (props: unknown): string => {
  const preview = props as { value?: unknown; fields?: Record<string, { value?: unknown }> };
  if (typeof preview.value === 'string') return preview.value;
  const name = NAME_FIELDS.find((key) => typeof preview.fields?.[key]?.value === 'string');
  return name ? String(preview.fields![name]!.value) : 'Item';
};

/** A pattern the editor states too ('\S', not blank, is what "required" says already); an optional field may stay empty. */
const patternOf = (schema: FieldSchema, required: boolean) =>
  schema.pattern && schema.pattern !== '\\S' && !schema.format
    ? { regex: new RegExp(required ? schema.pattern : `^$|${schema.pattern}`), message: 'Not in the expected form' }
    : undefined;

function fieldFor(key: string, schema: FieldSchema, required: boolean, pages: PageChoices): ComponentSchema {
  const label = schema.title ?? humanize(key);
  const { description } = schema;
  const optional = <Field extends Parameters<typeof omitDefault>[0]>(field: Field) => (required ? field : omitDefault(field));
  if (schema.enum || schema.choice === 'page') {
    const choices = schema.enum ? schema.enum.map((value) => ({ label: value, value })) : pages;
    const options = [...(required ? [] : [{ label: 'None', value: '' }]), ...choices];
    return optional(fields.select({ label, description, options, defaultValue: options[0]!.value }));
  }
  switch (schema.type) {
    case 'string':
      if (schema.format === 'date') return optional(fields.date({ label, description, validation: { isRequired: required } }));
      return optional(
        fields.text({
          label,
          description,
          multiline: schema.multiline,
          validation: {
            isRequired: required,
            length: { min: schema.minLength ?? (required ? 1 : 0), max: schema.maxLength ?? Infinity },
            pattern: patternOf(schema, required),
          },
        }),
      );
    case 'boolean':
      return omitDefault(fields.checkbox({ label, description }));
    case 'integer':
    case 'number': {
      const validation = { isRequired: required, min: schema.minimum, max: schema.maximum };
      return optional(
        schema.type === 'integer' ? fields.integer({ label, description, validation }) : fields.number({ label, description, validation }),
      );
    }
    case 'array':
      return fields.array(fieldFor(key, schema.items!, true, pages), {
        label,
        description,
        itemLabel,
        validation: { length: { min: schema.minItems ?? 0, ...(schema.maxItems !== undefined && { max: schema.maxItems }) } },
      });
    case 'object':
      return fields.object(fieldsOf(schema, pages), { label, description });
    default:
      throw new Error(`"${key}": the editor has no field for ${JSON.stringify(schema)}`);
  }
}

const fieldsOf = (schema: FieldSchema, pages: PageChoices): Record<string, ComponentSchema> =>
  Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, child]) => [
      key,
      fieldFor(key, child, schema.required?.includes(key) ?? false, pages),
    ]),
  );

/**
 * The editor's fields for a zod object, in its order (the order Keystatic writes them in): texts, choices, boxes,
 * numbers, dates, lists and groups, with the bounds, labels and help its schema gives (`.meta({ title,
 * description, multiline })`), a route marked as a page choice as a list of `pages`. An optional field is left out of
 * the file when empty. The zod schema stays the truth: the save and the build check every value with it, refinements
 * included.
 */
export const fieldsFromZod = (schema: z.ZodObject, pages: PageChoices = []): Record<string, ComponentSchema> =>
  fieldsOf(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as FieldSchema, pages);
