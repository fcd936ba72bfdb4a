import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { root } from '../pages.ts';
import { esmImports } from './mdx-jsx.ts';

const features = path.join(root, 'features');
const blockDirs = () => [
  path.join(root, 'components/blocks'),
  ...readdirSync(features)
    .map((name) => path.join(features, name, 'blocks'))
    .filter((dir) => existsSync(dir)),
];

/**
 * Blocks (components/blocks/*.tsx and a feature's features/<name>/blocks/*.tsx, named by file)
 * are used in MDX without an import. This adds the import for each block a page uses, so the
 * bundler puts a block used by one page into that page's chunk and a block shared by several into
 * a shared one, and the page's module graph lists exactly what it needs.
 */
export function remarkBlockImports() {
  const blocks = new Map(
    blockDirs().flatMap((dir) =>
      readdirSync(dir).flatMap((file) => (file.endsWith('.tsx') ? [[file.slice(0, -4), path.join(dir, file)] as const] : [])),
    ),
  );
  return (tree: Root) => {
    const used = new Set<string>();
    visit(tree, (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && blocks.has(node.name))
        used.add(node.name);
    });
    if (!used.size) return;
    tree.children.unshift(esmImports([...used].sort().map((name) => ({ name, file: blocks.get(name)!, default: true }))));
  };
}
