import { compile } from '@mdx-js/mdx';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import remarkFrontmatter from 'remark-frontmatter';
import { describe, expect, it } from 'vitest';
import { root } from '../../build/pages.ts';
import { remarkResponsiveImages } from '../../build/vite/remark-responsive-images.ts';

const post = path.join(root, 'pages/blog/manufacturer-saves-2-3m-on-payroll.mdx');

/** Compiles MDX as the build does, with the images plugin, as if it were the file `file`. */
const compilePost = (value: string, file = post) =>
  compile({ value, path: file }, { remarkPlugins: [remarkFrontmatter, remarkResponsiveImages] }).then(String);

const body = (...lines: string[]) => `---\ntitle: "X"\n---\n\nIntro.\n\n${lines.join('\n')}\n`;
const CHART = './manufacturer-saves-2-3m-on-payroll/results-chart.svg';

describe('images in a post body', () => {
  it('fails the build naming the file and line of an image without alt text', async () => {
    await expect(compilePost(body('Some text.', '', `![](${CHART})`))).rejects.toThrow(
      `pages/blog/manufacturer-saves-2-3m-on-payroll.mdx:9: the image "${CHART}" has no alt text: say what it shows between the brackets, ![A chart of …](${CHART})`,
    );
  });

  it('names an image that is not a file beside the post, or is missing', async () => {
    const error = await compilePost(body('![A logo](https://cdn.example/logo.png)', '', '![A chart](./gone/chart.png)')).catch(
      (e: Error) => e.message,
    );
    expect(error).toContain(
      'pages/blog/manufacturer-saves-2-3m-on-payroll.mdx:7: the image "https://cdn.example/logo.png" must be a file beside the page',
    );
    expect(error).toContain(
      'pages/blog/manufacturer-saves-2-3m-on-payroll.mdx:9: the image "./gone/chart.png" is not there: put the file at pages/blog/gone/chart.png',
    );
  });

  it('draws an image with alt text as a <Picture> from the pipeline, with its size', async () => {
    const code = await compilePost(body(`![Two bar charts](${CHART})`));
    expect(code).toContain('components/ui/Picture.tsx');
    expect(code).toMatch(/"src": "\/assets\/results-chart-[0-9a-f]{10}\.svg"/);
    expect(code).toMatch(/"width": 800,\s+"height": 440/);
    expect(code).toContain('alt: "Two bar charts"');
  });

  it('the case study shows its results as a chart of its own numbers', () => {
    const source = readFileSync(post, 'utf8');
    const chart = readFileSync(path.join(path.dirname(post), CHART), 'utf8');
    expect(source).toContain(`](${CHART})`);
    for (const figure of ['72%', '94% accurate', '99.8% accurate', '>100<', '>28<', '>60<', '>2<']) expect(chart).toContain(figure);
  });
});
