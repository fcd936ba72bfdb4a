import { existsSync, readFileSync } from 'node:fs';

interface Rule {
  pattern: string;
  /** `Name: value` lines, and `! Name` lines (value null), which drop a header an earlier rule set. */
  headers: [string, string | null][];
}

/** Parses a Netlify/Cloudflare `_headers` file: a path pattern, then indented `Name: value` or `! Name` lines. */
export function parseHeadersFile(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else if (line.trim().startsWith('!')) rules.at(-1)?.headers.push([line.trim().slice(1).trim(), null]);
    else {
      const at = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

const matches = (pattern: string, pathname: string) =>
  pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;

/**
 * Headers for a path: every matching rule applies, in file order. A later rule's header replaces an earlier one
 * of the same name (as Netlify serves it), and `! Name` removes it (Cloudflare Pages' detach; Netlify skips the line).
 */
export function headersFor(rules: Rule[], pathname: string): [string, string][] {
  const headers = new Map<string, [string, string]>();
  for (const rule of rules.filter((rule) => matches(rule.pattern, pathname)))
    for (const [name, value] of rule.headers) {
      if (value === null) headers.delete(name.toLowerCase());
      else headers.set(name.toLowerCase(), [name, value]);
    }
  return [...headers.values()];
}

export function loadHeadersFile(file: string): Rule[] {
  return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
}
