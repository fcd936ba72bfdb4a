// The browser editor's collections (editor/collections.ts) state their fields by hand, beside the
// zod schemas the build checks the same files with (content/schemas/). The zod schemas are the truth:
// this test fails when a field, whether it is required, its options or its bounds differ between the
// two, so a change to one side alone cannot pass.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { authorsDir } from '../../content/authors.ts';
import { IMAGE_FILE } from '../../content/blog.ts';
import { positionsDir } from '../../content/positions.ts';
import { authorSchema } from '../../content/schemas/author.ts';
import { positionSchema } from '../../content/schemas/position.ts';
import { postFrontmatterSchema } from '../../content/schemas/post.ts';
import { webinarSchema } from '../../content/schemas/webinar.ts';
import { webinarsDir } from '../../build/webinars/sessions.ts';
import { blogDir } from '../../build/blog/posts.ts';
import { collections } from '../../editor/collections.ts';

/** A field as the config states it: the field function's name and its arguments. */
interface EditorField {
  kind: string;
  args: [Record<string, unknown>, Record<string, unknown>?];
}

// Keystatic's fields keep most of what they are given (validation, a relationship's collection) in
// closures; recorded instead, the config reads as the data it states.
vi.mock('@keystatic/core', () => ({
  config: <T>(value: T) => value,
  collection: <T>(value: T) => value,
  singleton: <T>(value: T) => value,
  fields: new Proxy(
    {},
    {
      get:
        (_, kind: string) =>
        (...args: EditorField['args']) => ({ kind, args }),
    },
  ),
}));
// A field left out when empty is the field itself, as far as its rules go.
vi.mock('../../editor/fields.ts', () => ({ omitDefault: <T>(field: T) => field }));
const editorConfig = { collections } as unknown as {
  collections: Record<string, { path: string; schema: Record<string, EditorField>; format?: { contentField?: string } }>;
};

const root = path.resolve(import.meta.dirname, '../..');

/** Each collection of the editor: the zod schema its files must pass, and the folder the build reads them from. */
const COLLECTIONS: Record<string, { schema: z.ZodType; dir: string }> = {
  posts: { schema: postFrontmatterSchema(), dir: blogDir },
  authors: { schema: authorSchema, dir: authorsDir },
  positions: { schema: positionSchema, dir: positionsDir },
  webinars: { schema: webinarSchema, dir: webinarsDir },
};

/**
 * What the editor cannot state, by collection, field and rule: the save check (editor/save.ts,
 * which runs the zod schema) refuses such a file and names the field.
 */
const EDITOR_CANNOT_STATE: Record<string, string[]> = {
  // A multiselect takes no validation: the editor cannot require a choice.
  positions: ['countries.minItems'],
};

/** One rule of one field, by its path ("salary.min.minimum", "requirements[].required"). */
type Rules = Record<string, unknown>;

const SAFE = Number.MAX_SAFE_INTEGER;

interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** A text's rules in the terms both sides share: required means given and not empty; '\S' (not blank) says no more. */
function textRules(at: string, required: boolean, rules: { minLength?: number; maxLength?: number; pattern?: string }): Rules {
  return {
    [`${at}.type`]: 'text',
    [`${at}.required`]: required,
    ...(rules.minLength !== undefined && rules.minLength > 1 && { [`${at}.minLength`]: rules.minLength }),
    ...(rules.maxLength !== undefined && Number.isFinite(rules.maxLength) && { [`${at}.maxLength`]: rules.maxLength }),
    ...(rules.pattern !== undefined && rules.pattern !== '\\S' && { [`${at}.pattern`]: rules.pattern }),
  };
}

const sorted = (values: unknown[]) => values.map(String).sort();

/** The rules a zod schema states for a field, read from its JSON schema. */
function zodRules(at: string, node: JsonSchema, required: boolean): Rules {
  if (node.enum) return { [`${at}.type`]: 'text', [`${at}.required`]: required, [`${at}.options`]: sorted(node.enum) };
  switch (node.type) {
    case 'string':
      if (node.format === 'date') return { [`${at}.type`]: 'date', [`${at}.required`]: required };
      if (node.pattern === IMAGE_FILE.source) return { [`${at}.type`]: 'image', [`${at}.required`]: required };
      return textRules(at, required, node);
    case 'boolean':
      return { [`${at}.type`]: 'boolean', [`${at}.required`]: required };
    case 'integer': {
      const minimum = node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : node.minimum;
      const maximum = node.exclusiveMaximum !== undefined ? node.exclusiveMaximum - 1 : node.maximum;
      return {
        [`${at}.type`]: 'integer',
        [`${at}.required`]: required,
        ...(minimum !== undefined && minimum > -SAFE && { [`${at}.minimum`]: minimum }),
        ...(maximum !== undefined && maximum < SAFE && { [`${at}.maximum`]: maximum }),
      };
    }
    case 'array':
      return {
        [`${at}.type`]: 'list',
        [`${at}.required`]: required,
        ...(node.minItems !== undefined && { [`${at}.minItems`]: node.minItems }),
        ...(node.maxItems !== undefined && { [`${at}.maxItems`]: node.maxItems }),
        ...zodRules(`${at}[]`, node.items!, true),
      };
    case 'object':
      return {
        ...(at && { [`${at}.type`]: 'group', [`${at}.required`]: required }),
        ...Object.assign(
          {},
          ...Object.entries(node.properties!).map(([key, child]) =>
            zodRules(at ? `${at}.${key}` : key, child, node.required?.includes(key) ?? false),
          ),
        ),
      };
    default:
      throw new Error(`${at}: the test does not know the JSON schema ${JSON.stringify(node)}`);
  }
}

/** The slugs of a collection's entries on disk (a relationship's options). */
function entriesOf(collection: string): string[] {
  const dir = path.join(root, editorConfig.collections[collection]!.path.replace(/\/\*$/, ''));
  return readdirSync(dir)
    .filter((file) => /\.(json|mdx)$/.test(file))
    .map((file) => file.replace(/\.[^.]+$/, ''));
}

interface TextValidation {
  isRequired?: boolean;
  length?: { min?: number; max?: number };
  pattern?: { regex: RegExp };
}

/** The rules the editor states for a field. */
function editorRules(at: string, { kind, args: [options, extra] }: EditorField): Rules {
  const validation = options.validation as (TextValidation & { min?: number; max?: number }) | undefined;
  const text = (v: TextValidation | undefined) =>
    textRules(at, Boolean(v?.isRequired) || (v?.length?.min ?? 0) >= 1, {
      minLength: v?.length?.min,
      maxLength: v?.length?.max,
      pattern: v?.pattern?.regex.source,
    });
  const values = () => (options.options as { value: string }[]).map((option) => option.value);
  switch (kind) {
    case 'slug':
      return text((options.name as { validation?: TextValidation }).validation);
    case 'text':
      return text(validation);
    case 'date':
      return { [`${at}.type`]: 'date', [`${at}.required`]: Boolean(validation?.isRequired) };
    case 'image':
      return { [`${at}.type`]: 'image', [`${at}.required`]: Boolean(validation?.isRequired) };
    case 'checkbox':
      // Unticked is written as nothing (posts) or false: never required.
      return { [`${at}.type`]: 'boolean', [`${at}.required`]: false };
    case 'select':
      // An empty option is "none": the field is then left out.
      return {
        [`${at}.type`]: 'text',
        [`${at}.required`]: !values().includes(''),
        [`${at}.options`]: sorted(values().filter(Boolean)),
      };
    case 'multiselect':
      return {
        [`${at}.type`]: 'list',
        [`${at}.required`]: true,
        [`${at}[].type`]: 'text',
        [`${at}[].required`]: true,
        [`${at}[].options`]: sorted(values()),
      };
    case 'relationship':
      return {
        [`${at}.type`]: 'text',
        [`${at}.required`]: Boolean(validation?.isRequired),
        [`${at}.options`]: sorted(entriesOf(options.collection as string)),
      };
    case 'integer':
      return {
        [`${at}.type`]: 'integer',
        [`${at}.required`]: Boolean(validation?.isRequired),
        ...(validation?.min !== undefined && { [`${at}.minimum`]: validation.min }),
        ...(validation?.max !== undefined && { [`${at}.maximum`]: validation.max }),
      };
    case 'array': {
      const length = (extra?.validation as TextValidation | undefined)?.length;
      return {
        [`${at}.type`]: 'list',
        [`${at}.required`]: true,
        ...(length?.min !== undefined && { [`${at}.minItems`]: length.min }),
        ...(length?.max !== undefined && { [`${at}.maxItems`]: length.max }),
        ...editorRules(`${at}[]`, options as unknown as EditorField),
      };
    }
    case 'object':
      return {
        [`${at}.type`]: 'group',
        [`${at}.required`]: true,
        ...Object.assign(
          {},
          ...Object.entries(options as unknown as Record<string, EditorField>).map(([key, field]) => editorRules(`${at}.${key}`, field)),
        ),
      };
    default:
      throw new Error(`${at}: the test does not know the editor's field kind "${kind}": teach it what the field allows`);
  }
}

/** Both sides' rules for a collection, less what the editor cannot state. */
function rulesOf(name: string) {
  const collection = editorConfig.collections[name]!;
  // The content field is the post's body, not its frontmatter.
  const fields = Object.entries(collection.schema).filter(([key]) => key !== collection.format?.contentField);
  const jsonSchema = z.toJSONSchema(COLLECTIONS[name]!.schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  const zod = zodRules('', jsonSchema, true);
  const editor = Object.assign({}, ...fields.map(([key, field]) => editorRules(key, field))) as Rules;
  const unstated = EDITOR_CANNOT_STATE[name] ?? [];
  const without = (rules: Rules) => Object.fromEntries(Object.entries(rules).filter(([rule]) => !unstated.includes(rule)));
  return { zod, editor, unstated, comparable: { zod: without(zod), editor: without(editor) } };
}

describe('the editor states what the zod schemas state', () => {
  it('has a collection for every kind of file it edits, and no other', () => {
    expect(Object.keys(editorConfig.collections).sort()).toEqual(Object.keys(COLLECTIONS).sort());
  });

  it.each(Object.keys(COLLECTIONS))('%s: writes where the build reads', (name) => {
    expect(editorConfig.collections[name]!.path).toBe(`${path.relative(root, COLLECTIONS[name]!.dir)}/*`);
  });

  it.each(Object.keys(COLLECTIONS))('%s: the same fields, each as required, with the same options and bounds', (name) => {
    const { comparable } = rulesOf(name);
    expect(comparable.editor).toEqual(comparable.zod);
  });

  it.each(Object.entries(EDITOR_CANNOT_STATE))('%s: what the editor cannot state still differs (else it is compared again)', (name) => {
    const { zod, editor, unstated } = rulesOf(name);
    for (const rule of unstated) expect(editor[rule], rule).not.toEqual(zod[rule]);
  });

  it('reads rules of every kind, so a difference would fail', () => {
    const { zod, editor } = rulesOf('positions');
    expect(zod).toMatchObject({
      'salary.min.minimum': 1,
      'requirements.minItems': 1,
      'requirements[].required': true,
      'city.required': false,
      'type.options': ['Contract', 'Full-time', 'Part-time'],
    });
    expect(editor).toMatchObject({ 'salary.min.minimum': 1, 'countries[].options': expect.arrayContaining(['US', 'BR']) });
    expect(rulesOf('posts').editor).toMatchObject({ 'author.options': expect.arrayContaining(['michael-chen']), 'icon.required': false });
  });
});
