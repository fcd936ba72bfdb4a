import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { PageMeta } from '../../content/schemas/page.ts';
import { PAGE_TEMPLATES, PAGE_TEMPLATES_DIR, type PageTemplateKey } from './page-sections.ts';
import { parseFrontmatter, root } from '../pages.ts';
import { readPageSource } from './page-source.ts';

type Values = Readonly<Record<string, string | number>>;

/** A heading or a paragraph of a page's body: its words (claims as their text, spaces as one) and where it is. */
interface Block {
  text: string;
  line: number;
  /** A heading's level; undefined for a paragraph. */
  depth?: number;
}

const wordsOf = (text: string) => text.replace(/\s+/g, ' ').trim();

function blocksOf(tree: Root): Block[] {
  const blocks: Block[] = [];
  visit(tree, (node) => {
    if (node.type !== 'heading' && node.type !== 'paragraph') return;
    const text = wordsOf(toString(node));
    if (text) blocks.push({ text, line: node.position?.start.line ?? 1, depth: node.type === 'heading' ? node.depth : undefined });
  });
  return blocks;
}

/**
 * The words of each template a page made from it must replace with its own, by text -> the template's label: its
 * title and description, its heading (h1) and every paragraph. A section's heading (h2 to h4) and a block's options
 * (a button's label, a table's caption) are the template's ready copy, which a page may keep.
 */
export function templatePlaceholders(values: Values): Map<string, string> {
  const placeholders = new Map<string, string>();
  for (const [key, label] of Object.entries(PAGE_TEMPLATES) as [PageTemplateKey, string][]) {
    const file = `${PAGE_TEMPLATES_DIR}/${key}.mdx`;
    const source = readFileSync(path.join(root, file), 'utf8');
    const meta = parseFrontmatter(source, file);
    const body = blocksOf(readPageSource(source, file, values).tree).filter((block) => block.depth === undefined || block.depth === 1);
    for (const text of [meta.title, meta.description, ...body.map((block) => block.text)].map(wordsOf))
      if (!placeholders.has(text)) placeholders.set(text, label);
  }
  return placeholders;
}

/**
 * A line for each of a template's placeholders still on a page (its title, description, any heading or paragraph),
 * naming the words and the template: a page made from a template says what it is in its own words.
 */
export function placeholderWordsProblems(
  file: string,
  tree: Root,
  meta: PageMeta | undefined,
  placeholders: Map<string, string>,
): string[] {
  const templateOf = (text: string) => placeholders.get(wordsOf(text));
  const ownTitle = meta && !templateOf(meta.title) ? meta.title : undefined;
  const fields = (['title', 'description'] as const).flatMap((field) => {
    const template = meta && templateOf(meta[field]);
    return template
      ? [`${file}: "${field}" "${wordsOf(meta[field])}" is a placeholder of the template "${template}": write the page's own`]
      : [];
  });
  const blocks = blocksOf(tree).flatMap(({ text, line, depth }) => {
    const template = templateOf(text);
    if (!template) return [];
    const at = `${file}:${line}`;
    if (depth === 1)
      return [
        `${at}: the heading "${text}" is a placeholder of the template "${template}": make it the page's own` +
          (ownTitle ? `, such as its title "${ownTitle}"` : ''),
      ];
    return [`${at}: "${text}" is a placeholder of the template "${template}": write the page's own words`];
  });
  return [...fields, ...blocks];
}
