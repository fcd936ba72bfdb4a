// How many of the words a visitor reads a writer can change in the browser editor: every built page's visible
// text, each text node counted as editable when the editor's files state it. Prints the words and the share.
// Run: npx tsx tests/bench/editable-words.ts [--dist dist] [--root .] [--editable 'pages/**/*.mdx' ...]
import { globSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { JSDOM } from 'jsdom';
import { parse } from 'yaml';
import { placeholderValuesOf } from '../../content/placeholder-values.ts';
import type { Facts } from '../../content/schemas/facts.ts';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    root: { type: 'string', default: '.' },
    // What the editor holds, as globs from the root: by default, every page and content file.
    editable: { type: 'string', multiple: true, default: ['pages/**/*.mdx', 'content/**/*.json', 'content/**/*.yaml'] },
  },
});
const root = path.resolve(values.root);
const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
const words = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.%$+/-]*/gu) ?? [];

/** The placeholders' values, to read `<Claim name="x" />` and `{x}` as the text a page shows. */
function claimValues(): Record<string, string> {
  try {
    const facts = JSON.parse(readFileSync(path.join(root, 'content/facts.json'), 'utf8')) as Facts;
    return Object.fromEntries(
      Object.entries({ ...placeholderValuesOf(facts), copyrightYear: facts.copyrightYear }).map(([k, v]) => [k, String(v)]),
    );
  } catch {
    return {};
  }
}
const claims = claimValues();
const fillClaims = (text: string) =>
  text
    .replace(/<Claim name="(\w+)" \/>/g, (whole, name: string) => claims[name] ?? whole)
    .replace(/\{(\w+)\}/g, (whole, name: string) => claims[name] ?? whole);

/** The texts an editable file states, as a page would show them: Markdown's marks and code stripped. */
function textsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  if (file.endsWith('.mdx'))
    return [
      fillClaims(source)
        .replace(/<[^>]+>/g, '\n')
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/[*_`#>]/g, ' ')
        .replace(/\\\n/g, ' '),
    ];
  const data = file.endsWith('.json') ? JSON.parse(source) : parse(source);
  const strings = (value: unknown): string[] =>
    typeof value === 'string' ? [fillClaims(value)] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
  return strings(data);
}
const corpus = normalize(
  values.editable
    .flatMap((glob) => globSync(glob, { cwd: root }))
    .flatMap((file) => textsOf(path.join(root, file)))
    .join('\n'),
).replace(/\s*\n\s*/g, ' ');

let total = 0;
let editable = 0;
const dist = path.resolve(values.dist);
for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))) {
  const { document, NodeFilter } = new JSDOM(readFileSync(path.join(dist, file), 'utf8')).window;
  for (const element of document.body.querySelectorAll('script, style, noscript, template')) element.remove();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = normalize(node.textContent ?? '');
    const count = words(text).length;
    total += count;
    if (count && corpus.includes(text)) editable += count;
  }
}
console.log(
  `${total} visible words on ${dist}; a writer can change ${editable} of them in the editor: ${((100 * editable) / total).toFixed(1)}%`,
);
