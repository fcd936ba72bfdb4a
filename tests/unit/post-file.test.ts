import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatPostFile, splitPostFile } from '../../scripts/blog/post-file.ts';
import { blogDir, isPostFile } from '../../scripts/blog/posts.ts';

const posts = readdirSync(blogDir)
  .map((name) => path.join(blogDir, name))
  .filter(isPostFile);

describe('the house layout of a post file', () => {
  it.each(posts.map((file) => [path.basename(file), file]))('%s is in it, so the editor saves it unchanged', (_, file) => {
    const source = readFileSync(file, 'utf8');
    const { frontmatter, body } = splitPostFile(source)!;
    expect(formatPostFile(frontmatter, body)).toBe(source);
  });

  it('writes what the editor sends in it: fields in order, free text quoted, empty and unticked fields left out', () => {
    // As Keystatic writes it: js-yaml's style, its own key order, every field present.
    const fromEditor = [
      'title: How We Cut Payroll Costs',
      'description: >-',
      '  A long teaser that js-yaml folds at eighty columns: a writer never sees the fold in the',
      '  hand-written layout.',
      'category: Guide',
      'date: 2026-12-01',
      'updated:',
      'author: ana-lim',
      'featured: false',
      'draft: true',
      "icon: ''",
      "imageAlt: ''",
    ].join('\n');
    const { frontmatter, body } = splitPostFile(`---\n${fromEditor}\n---\nFirst paragraph.\n\n## A section\n`)!;
    expect(formatPostFile(frontmatter, body)).toBe(
      [
        '---',
        'title: "How We Cut Payroll Costs"',
        'description: "A long teaser that js-yaml folds at eighty columns: a writer never sees the fold in the hand-written layout."',
        'date: 2026-12-01',
        'author: ana-lim',
        'category: Guide',
        'draft: true',
        '---',
        '',
        'First paragraph.',
        '',
        '## A section',
        '',
      ].join('\n'),
    );
  });

  it("writes a cover's motif and figure after the icon, the figure quoted so that one like 99.8 stays a text", () => {
    const fromEditor = ["coverFigure: '99.8'", 'title: A', 'coverMotif: time-zones', 'icon: globe'].join('\n');
    const { frontmatter, body } = splitPostFile(`---\n${fromEditor}\n---\nBody\n`)!;
    const saved = formatPostFile(frontmatter, body);
    expect(saved).toBe('---\ntitle: "A"\nicon: globe\ncoverMotif: time-zones\ncoverFigure: "99.8"\n---\n\nBody\n');
    expect(splitPostFile(saved)!.frontmatter.coverFigure).toBe('99.8');
  });

  it('keeps an unknown field, at the end, for the check to name', () => {
    const { frontmatter, body } = splitPostFile('---\ntitel: "Typo"\ntitle: "A"\n---\nBody\n')!;
    expect(formatPostFile(frontmatter, body)).toBe('---\ntitle: "A"\ntitel: Typo\n---\n\nBody\n');
  });
});
