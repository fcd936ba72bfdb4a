import { transform } from 'esbuild';

const STYLE = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g;

/**
 * Minifies the CSS of every <style> in a page (emotion writes it readable: `rgba(255, 255, 255,
 * 0.97)`, `@media (min-width: 768px)`, and the template's has comments), leaving the tags and their
 * attributes as they are.
 */
export async function minifyStyles(html: string): Promise<string> {
  const minified = await Promise.all(
    [...html.matchAll(STYLE)].map(async (m) => (await transform(m[2]!, { loader: 'css', minify: true })).code.trim()),
  );
  let i = 0;
  return html.replace(STYLE, (_, open: string, __: string, close: string) => open + minified[i++]! + close);
}
