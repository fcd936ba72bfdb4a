import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { blogCategories, type BlogCategory } from '../../content/blog-categories.ts';
import { coverArt, variantOf } from '../../content/covers/art.ts';
import { COVER_FIGURE_MAX, keyFigure, percentOf } from '../../content/covers/figure.ts';
import { coverMotifKeys, deriveMotif } from '../../content/covers/motifs.ts';

const post = (title: string, description: string, category: BlogCategory = 'Guide') => ({ title, description, category });

/** A post's title, teaser and category, read from its file's frontmatter (not through the blog's loader). */
function frontmatterOf(slug: string): { title: string; description: string; category: BlogCategory } {
  const source = readFileSync(path.resolve(import.meta.dirname, '../../pages/blog', `${slug}.mdx`), 'utf8');
  const yaml = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1];
  if (yaml === undefined) throw new Error(`${slug}.mdx has no frontmatter`);
  return parse(yaml) as { title: string; description: string; category: BlogCategory };
}

describe('the motif of a cover', () => {
  it.each([
    ['ai-payroll-automation-trends-2024', 'automation'],
    ['building-your-first-offshore-team', 'hiring'],
    ['managing-distributed-teams-across-time-zones', 'time-zones'],
    ['manufacturer-saves-2-3m-on-payroll', 'result'],
    ['payroll-compliance-across-borders', 'compliance'],
    ['payroll-cost-playbook-2024', 'savings'],
    ['true-cost-of-manual-payroll', 'cost'],
  ])('fits the subject of %s: %s', (slug, motif) => {
    expect(deriveMotif(frontmatterOf(slug))).toBe(motif);
  });

  it('gives every motif to some subject, so each can be derived', () => {
    const subjects = [
      post('Payroll anomaly detection with AI', ''),
      post('Tax classification rules', ''),
      post('Working across time zones', ''),
      post('Hiring your first payroll specialist', ''),
      post('The budget line nobody sees', ''),
      post('How a retailer saves $400K', ''),
      post('Cutting the close from ten days to three', ''),
      post('Payroll outlook for the next decade', ''),
    ];
    expect(subjects.map((s) => deriveMotif(s)).sort()).toEqual([...coverMotifKeys].sort());
  });

  it("falls back on the category's motif when the words match none", () => {
    const motifs = blogCategories.map((category) => deriveMotif(post('Notes from the field', 'What we learned this quarter.', category)));
    expect(new Set(motifs).size).toBe(blogCategories.length);
  });

  it('weighs the title above the teaser, and the category breaks a tie', () => {
    expect(deriveMotif(post('Hiring in Manila', 'And the tax rules that come with it.'))).toBe('hiring');
    expect(deriveMotif(post('Tax rules in Manila', 'And how hiring changes with them.'))).toBe('compliance');
    expect(deriveMotif(post('Hiring and tax in Manila', '', 'Legal'))).toBe('compliance');
    expect(deriveMotif(post('Hiring and tax in Manila', '', 'Guide'))).toBe('hiring');
  });
});

describe('the key figure of a cover', () => {
  it('is the first amount, percentage or 24/7 of the title, else of the teaser', () => {
    expect(keyFigure('How a Manufacturer Saves $2.3M a Year on Payroll', 'A 72% cost cut')).toBe('$2.3M');
    expect(keyFigure('The 2024 Playbook', 'How companies reach a 70% cost reduction')).toBe('70%');
    expect(keyFigure('Payroll that runs 24/7', '')).toBe('24/7');
    expect(keyFigure('Accuracy at 99.8%', '')).toBe('99.8%');
    expect(keyFigure('Saving $1.25M a year', '')).toBe('$1.25M');
    expect(keyFigure('A 300K saving, then $300K more', '')).toBe('$300K');
  });

  it('is no year, no bare count, and nothing too long to draw', () => {
    expect(keyFigure('AI Payroll Automation Trends to Watch in 2024', 'Ten shifts in 12 months')).toBeUndefined();
    expect(keyFigure('A $436,800 saving', '')).toBeUndefined();
    expect('$436,800'.length).toBeGreaterThan(COVER_FIGURE_MAX);
  });

  it('draws a ring as far as a percentage says, and only for a percentage', () => {
    expect(percentOf('72%')).toBe(72);
    expect(percentOf('99.8%')).toBe(99.8);
    expect(percentOf('$2.3M')).toBeUndefined();
    expect(percentOf('150%')).toBeUndefined();
    expect(percentOf(undefined)).toBeUndefined();
  });
});

describe('the art of a cover', () => {
  const source = {
    slug: 'payroll-close',
    title: 'Cutting the payroll close',
    description: 'From ten days to 3.',
    category: 'Strategy' as const,
  };

  it('is composed from the frontmatter alone, the same on every build', () => {
    // 'Cutting' is a savings word in the title; the slug's FNV-1a is 0x7e2950f3, its bytes folded by XOR 0xf4.
    expect(coverArt(source)).toEqual({ motif: 'savings', category: 'Strategy', variant: 0xf4 });
  });

  it("folds the slug's FNV-1a hash to one byte by XOR of its four", () => {
    // FNV-1a's published 32-bit values: '' 0x811c9dc5, 'a' 0xe40c292c, 'foobar' 0xbf9cf968.
    expect(variantOf('')).toBe(0x81 ^ 0x1c ^ 0x9d ^ 0xc5);
    expect(variantOf('a')).toBe(0xe4 ^ 0x0c ^ 0x29 ^ 0x2c);
    expect(variantOf('foobar')).toBe(0xbf ^ 0x9c ^ 0xf9 ^ 0x68);
  });

  it("takes the writer's motif and figure over the derived ones", () => {
    expect(coverArt({ ...source, coverMotif: 'time-zones', coverFigure: '24/7' })).toMatchObject({ motif: 'time-zones', figure: '24/7' });
    expect(coverArt({ ...source, description: 'A 40% cut.' }).figure).toBe('40%');
  });

  it('gives posts their own variant, spread over its range', () => {
    const slugs = Array.from({ length: 200 }, (_, i) => `post-number-${i}`);
    const variants = slugs.map(variantOf);
    expect(variants.every((v) => Number.isInteger(v) && v >= 0 && v <= 255)).toBe(true);
    expect(new Set(variants).size).toBeGreaterThan(100);
    // Both layouts (the variant's lowest bit) come up about as often.
    expect(variants.filter((v) => v & 1).length).toBeGreaterThan(70);
    expect(variants.filter((v) => v & 1).length).toBeLessThan(130);
  });
});
