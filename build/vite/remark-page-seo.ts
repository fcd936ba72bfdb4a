import path from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { isTemplate, parseFrontmatter, root } from '../pages.ts';

/**
 * Validates a page's frontmatter while it compiles (the build fails naming the file and the
 * field) and renders it as `<Seo title=… description=… />` at the top of the page, so each
 * page carries its own head tags in its own chunk. A template renders its own, for the route it is
 * rendered for.
 */
export function remarkPageSeo() {
  return (tree: Root, file: VFile) => {
    const meta = parseFrontmatter(String(file.value), path.relative(root, file.path));
    if (isTemplate(path.relative(root, file.path))) return;
    // When a page is published is the route table's business, not its head's; false is said by leaving it out.
    const headFields = Object.entries(meta).filter(([name, value]) => name !== 'draft' && name !== 'date' && value !== false);
    const attributes = headFields.map(([name, value]) => ({
      type: 'mdxJsxAttribute' as const,
      name,
      value: value === true ? null : String(value),
    }));
    tree.children.unshift({ type: 'mdxJsxFlowElement', name: 'Seo', attributes, children: [] });
  };
}
