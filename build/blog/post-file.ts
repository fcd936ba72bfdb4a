import { parse } from 'yaml';

const FILE = /^---\r?\n([\s\S]*?)\r?\n?---\r?\n([\s\S]*)$/;

/** A post file's frontmatter (parsed) and body; undefined when it has no frontmatter block. */
export function splitPostFile(source: string): { frontmatter: Record<string, unknown>; body: string } | undefined {
  const [, yaml, body] = FILE.exec(source) ?? [];
  if (yaml === undefined || body === undefined) return undefined;
  return { frontmatter: (parse(yaml) ?? {}) as Record<string, unknown>, body };
}
