import path from 'node:path';
import type { Image, Root } from 'mdast';
import type { MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { bodyImageProblems, imagesIn } from '../blog/body-images.ts';
import { repoFileBytes } from '../blog/image-rules.ts';
import { responsiveImage } from '../images/responsive-image.ts';
import { root } from '../pages.ts';
import { esmImports, expressionAttribute } from './mdx-jsx.ts';

/** An image in the prose column (48rem less its padding), full width on a phone. */
export const INLINE_IMAGE = { widths: [400, 800, 1200, 1600], sizes: '(min-width: 48rem) 46rem, 100vw' } as const;

const pictureFile = path.join(root, 'components/ui/Picture.tsx');

/**
 * Markdown images in a page (`![A chart of …](./my-post/chart.png)`) become <Picture> from the
 * image pipeline: AVIF/WebP/fallback at several widths, width and height set, loaded lazily.
 * The build fails, naming the file and line, for an image without alt text, one that is not a
 * file beside the page, a missing file or one over the size limit.
 */
export function remarkResponsiveImages() {
  return async (tree: Root, file: VFile) => {
    const images = imagesIn(tree);
    if (!images.length || !file.path) return;
    const label = path.relative(root, file.path).replaceAll('\\', '/');
    const problems = bodyImageProblems(images, label, repoFileBytes);
    if (problems.length) throw new Error(`Images:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    const pictures = await Promise.all(
      images.map((image) => responsiveImage(path.resolve(path.dirname(file.path), image.url), INLINE_IMAGE)),
    );
    const elements = new Map(
      images.map((image, i): [Image, MdxJsxTextElement] => [
        image,
        {
          type: 'mdxJsxTextElement',
          name: 'Picture',
          attributes: [expressionAttribute('image', pictures[i]), { type: 'mdxJsxAttribute', name: 'alt', value: image.alt }],
          children: [],
        },
      ]),
    );
    visit(tree, 'image', (node, index, parent) => {
      (parent!.children as unknown[])[index!] = elements.get(node);
    });
    tree.children.unshift(esmImports([{ name: 'Picture', file: pictureFile }]));
  };
}
