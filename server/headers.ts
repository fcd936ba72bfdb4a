import { existsSync, readFileSync } from 'node:fs';

interface Rule {
  pattern: string;
  headers: [string, string][];
}

/** Parses a Netlify/Cloudflare `_headers` file: a path pattern, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const at = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

const matches = (pattern: string, pathname: string) =>
  pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;

/** Headers for a path: every matching rule applies, in file order. */
export function headersFor(rules: Rule[], pathname: string): [string, string][] {
  return rules.filter((rule) => matches(rule.pattern, pathname)).flatMap((rule) => rule.headers);
}

export function loadHeadersFile(file: string): Rule[] {
  return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
}
