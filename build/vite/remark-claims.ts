import type { Root } from 'mdast';
import type { Node } from 'unist';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { fill } from '../../content/placeholders.ts';
import { currentPlaceholderValues, FACTS_FILE } from '../content/facts-file.ts';
import { esmImports } from './mdx-jsx.ts';

/** The inline block that states a claim in prose: `<Claim name="costReduction" />`. */
export const CLAIM = 'Claim';

/**
 * A claim is stated once, in content/facts.json: `<Claim name="…" />` in a page becomes the claim's text when
 * the page compiles, and a `{placeholder}` in a component's text prop its value, so the built HTML is plain text.
 * A name that is no claim fails the build, naming the page and the line. The page imports the facts, so a change
 * to them compiles it again under `npm run dev`.
 */
export function remarkClaims() {
  return (tree: Root, file: VFile) => {
    fillClaims(tree, currentPlaceholderValues(), (message, node) => file.fail(message, node));
    tree.children.unshift(esmImports([{ name: 'factsFile', file: FACTS_FILE, default: true }]));
  };
}

/** Each `<Claim name="…" />` of a page's tree as its text, each `{placeholder}` of a text prop filled; `fail` for a name that is none. */
export function fillClaims(tree: Root, values: Readonly<Record<string, string | number>>, fail: (message: string, node: Node) => void) {
  visit(tree, (node, index, parent) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const element = node as MdxJsxFlowElement | MdxJsxTextElement;
    if (element.name !== CLAIM) {
      for (const attribute of element.attributes)
        if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string') attribute.value = fill(attribute.value, values);
      return;
    }
    const name = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'name')?.value;
    if (typeof name !== 'string' || !Object.hasOwn(values, name)) {
      fail(`<Claim name="${String(name)}" /> names no claim of content/facts.json`, element);
      return;
    }
    parent!.children.splice(index!, 1, { type: 'text', value: String(values[name]) });
  });
}
