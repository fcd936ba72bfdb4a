import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pageDocument } from './page-dom.ts';

/**
 * What a built page's head lacks, one line each naming the file: every page needs a title and a
 * description, and a page that must stay out of search engines needs its robots noindex.
 */
export function pageHeadProblems(file: string, html: string, noindex: boolean): string[] {
  const { head } = pageDocument(html);
  const content = (name: string) =>
    head
      .find((element) => element.tagName === 'meta' && element.getAttribute('name') === name)
      ?.getAttribute('content')
      ?.trim();
  return [
    ...(head.find((element) => element.tagName === 'title')?.textContent.trim() ? [] : [`${file}: no <title>`]),
    ...(content('description') ? [] : [`${file}: no <meta name="description">`]),
    ...(!noindex || content('robots')?.includes('noindex')
      ? []
      : [`${file}: its page says noindex but it has no <meta name="robots" content="noindex">`]),
  ];
}

/** Every HTML file in `dist`, checked; `noindexFiles` are the files (relative to dist) whose page says noindex. */
export async function builtPageHeadProblems(dist: string, noindexFiles: Set<string>): Promise<string[]> {
  const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.html'));
  const problems = await Promise.all(
    files.map(async (file) => pageHeadProblems(`dist/${file}`, await readFile(path.join(dist, file), 'utf8'), noindexFiles.has(file))),
  );
  return problems.flat();
}
