import { createProcessor } from '@mdx-js/mdx';
import { slug } from 'github-slugger';
import type { Heading, Link, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import { visit } from 'unist-util-visit';
import { fillClaims } from '../vite/remark-claims.ts';

/** A page's or post's body as the build reads it: its tree, with each claim as its text. */
export interface PageSource {
  tree: Root;
  /** One line per problem the tree has: MDX that does not parse, code, a claim that is none. */
  problems: string[];
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
const CODE = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);

/** The page's tree (`file` names it in problems); code (imports, `{expressions}`) is refused: a page is words and blocks. */
export function readPageSource(source: string, file: string, values: Readonly<Record<string, string | number>>): PageSource {
  let tree: Root;
  try {
    tree = createProcessor({ remarkPlugins: [remarkFrontmatter] }).parse(source);
  } catch (error) {
    const { line, reason } = error as { line?: number; reason?: string };
    return { tree: { type: 'root', children: [] }, problems: [`${file}:${line ?? 1}: not valid MDX: ${reason ?? String(error)}`] };
  }
  const problems: string[] = [];
  const at = (node: { position?: { start: { line: number } } }) => `${file}:${node.position?.start.line ?? 1}`;
  visit(tree, (node) => {
    if (CODE.has(node.type)) problems.push(`${at(node)}: code is not allowed in a page (an import or a {…} expression): use a block`);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
      for (const attribute of (node as JsxElement).attributes)
        if (attribute.type !== 'mdxJsxAttribute' || (attribute.value !== null && typeof attribute.value !== 'string'))
          problems.push(`${at(node)}: <${(node as JsxElement).name}> takes text options only, such as name="value"`);
  });
  fillClaims(tree, values, (message, node) => problems.push(`${at(node)}: ${message}`));
  return { tree, problems };
}

/** Every JSX element of the tree: the blocks a page uses. */
export function elementsIn(tree: Root): JsxElement[] {
  const elements: JsxElement[] = [];
  visit(tree, (node) => {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') elements.push(node as JsxElement);
  });
  return elements;
}

/** An element's text options by name. */
export const optionsOf = (element: JsxElement) =>
  new Map(
    element.attributes.flatMap((a) =>
      a.type === 'mdxJsxAttribute' && (typeof a.value === 'string' || a.value === null) ? [[a.name, a.value]] : [],
    ) as [string, string | null][],
  );

/** The ids a page's own text gives its elements: its headings' (as the build makes them) and its sections' anchors. */
export function idsIn(tree: Root): Set<string> {
  const ids = new Set<string>();
  const taken = new Map<string, number>();
  visit(tree, (node) => {
    if (node.type === 'heading') {
      const base = slug(toString(node as Heading));
      const count = taken.get(base) ?? 0;
      taken.set(base, count + 1);
      ids.add(count ? `${base}-${count}` : base);
    }
    if (node.type === 'mdxJsxFlowElement') {
      const id = (node as JsxElement).attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === 'id')?.value;
      if (typeof id === 'string') ids.add(id);
    }
  });
  return ids;
}

/** Every link of the tree with its line: Markdown links, and a button to a section (`/#contact`, or `#contact` on its own page). */
export function linksIn(tree: Root): { href: string; line: number }[] {
  const links: { href: string; line: number }[] = [];
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'link') links.push({ href: (node as Link).url, line });
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (node as JsxElement).name === 'SectionLink') {
      const options = optionsOf(node as JsxElement);
      const to = options.get('to');
      if (to) links.push({ href: `${options.get('page') === 'this' ? '' : '/'}#${to}`, line });
    }
  });
  return links;
}
