import { parse } from 'yaml';
import { postFrontmatterSchema } from '../../content/schemas/post.ts';

/** Free text is written in double quotes; keys, dates, choices and paths are written plain. */
const QUOTED = new Set(['title', 'description', 'coverFigure', 'imageAlt']);

const FILE = /^---\r?\n([\s\S]*?)\r?\n?---\r?\n([\s\S]*)$/;

/** A post file's frontmatter (parsed) and body; undefined when it has no frontmatter block. */
export function splitPostFile(source: string): { frontmatter: Record<string, unknown>; body: string } | undefined {
  const [, yaml, body] = FILE.exec(source) ?? [];
  if (yaml === undefined || body === undefined) return undefined;
  return { frontmatter: (parse(yaml) ?? {}) as Record<string, unknown>, body };
}

const scalar = (key: string, value: unknown) =>
  typeof value === 'string' && (QUOTED.has(key) || /^[\s"'#&*!|>%@`]|: | #|^$/.test(value)) ? JSON.stringify(value) : String(value);

/**
 * A post file in the house layout, the one hand-written posts use: the fields in the schema's
 * order (unknown ones after, so the check can name them), free text in double quotes, a field
 * left empty or unticked not written at all, a blank line, then the body.
 */
export function formatPostFile(frontmatter: Record<string, unknown>, body: string): string {
  const order = Object.keys(postFrontmatterSchema().shape);
  const keys = [...order, ...Object.keys(frontmatter).filter((key) => !order.includes(key))];
  const lines = keys.flatMap((key) => {
    const value = frontmatter[key];
    if (value === undefined || value === null || value === false || value === '') return [];
    return [`${key}: ${scalar(key, value)}`];
  });
  return `---\n${lines.join('\n')}\n---\n\n${body.trim()}\n`;
}
