import type { Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * Adjacent texts as one (a claim's text in its sentence, the line after a hard break): React renders each text
 * child apart, with a `<!-- -->` between two, so a sentence made of parts would carry separators in the HTML.
 */
export function rehypeJoinTexts() {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (!('children' in node)) return;
      const children = node.children as { type: string; value?: string }[];
      for (let i = children.length - 1; i > 0; i--) {
        const [before, after] = [children[i - 1]!, children[i]!];
        if (before.type === 'text' && after.type === 'text') {
          before.value = `${before.value}${after.value}`;
          children.splice(i, 1);
        }
      }
    });
  };
}
