import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { neighboursOf } from '../../content/blog-listing.ts';
import { toCard, type PostSummary } from '../../content/blog.ts';
import { withCover, withCovers } from '../blog/covers.ts';
import { isPostFile, loadPosts, postFromSource } from '../blog/posts.ts';
import { expressionAttribute } from './mdx-jsx.ts';

const keepsTopLevel = (node: RootContent) => node.type === 'mdxjsEsm' || node.type === 'yaml';
const isSeo = (node: RootContent) => node.type === 'mdxJsxFlowElement' && node.name === 'Seo';

/**
 * A post (pages/blog/<slug>.mdx) is checked against the post schema (the build fails with one
 * line per problem) and its body wrapped in <BlogPost post={…} previous={…} next={…} related={…}>,
 * with the data computed here at build time: the post's chunk carries only what its page shows.
 * BlogPost renders the head tags itself, so the generic <Seo> of remark-page-seo is dropped.
 */
export function remarkBlogPost({
  includeUnpublished = false,
  unchanging = false,
}: { includeUnpublished?: boolean; unchanging?: boolean } = {}) {
  // A build's posts do not change while it runs: read once, not once per post (which made a build's time grow
  // with the square of the number of posts). The dev server reads them again for each page, as they are on disk.
  let buildsPosts: Promise<PostSummary[]> | undefined;
  const allPosts = () =>
    unchanging ? (buildsPosts ??= withCovers(loadPosts({ includeUnpublished }))) : withCovers(loadPosts({ includeUnpublished }));
  return async (tree: Root, file: VFile) => {
    if (!file.path) return;
    if (!isPostFile(path.resolve(file.path))) return;
    // From the file on disk: the browser build compiles the frontmatter alone (blog-posts.ts).
    const post = await withCover(postFromSource(readFileSync(file.path, 'utf8'), path.resolve(file.path)));
    const { previous, next, related } = neighboursOf(await allPosts(), post.slug);
    const props = { post, previous: previous && toCard(previous), next: next && toCard(next), related: related.map(toCard) };
    const element: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: 'BlogPost',
      attributes: Object.entries(props)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => expressionAttribute(name, value)),
      children: tree.children.filter((n) => !keepsTopLevel(n) && !isSeo(n)) as MdxJsxFlowElement['children'],
    };
    tree.children = [...tree.children.filter(keepsTopLevel), element];
  };
}
