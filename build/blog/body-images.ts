import path from 'node:path';
import type { Image, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { IMAGE_FILE } from '../../content/blog.ts';
import { imageFileProblem } from './image-rules.ts';

/** Every Markdown image (`![alt](src)`) in a page's tree. */
export function imagesIn(tree: Root): Image[] {
  const images: Image[] = [];
  visit(tree, 'image', (node) => void images.push(node));
  return images;
}

/**
 * One line per problem with a page's inline images, naming the file (`label`, such as
 * pages/blog/x.mdx) and the line: no alt text, not a file beside the page, missing, too large.
 */
export function bodyImageProblems(images: Image[], label: string, imageBytes: (repoPath: string) => number | undefined): string[] {
  return images.flatMap((image) => {
    const at = `${label}:${image.position?.start.line ?? 1}: the image "${image.url}"`;
    if (!image.alt?.trim()) return [`${at} has no alt text: say what it shows between the brackets, ![A chart of …](${image.url})`];
    if (!IMAGE_FILE.test(image.url))
      return [`${at} must be a file beside the page, such as ./my-post/chart.png (png, jpg, webp, avif, gif or svg)`];
    const target = path.posix.join(path.posix.dirname(label), image.url);
    const problem = imageFileProblem(image.url, target, imageBytes(target));
    return problem ? [`${label}:${image.position?.start.line ?? 1}: the image ${problem}`] : [];
  });
}
