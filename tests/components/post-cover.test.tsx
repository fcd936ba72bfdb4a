// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ArticleCard } from '../../features/blog/ArticleCard.tsx';
import { toCard, type PostSummary } from '../../content/blog.ts';
import { coverArt } from '../../content/covers/art.ts';
import BlogPost from '../../features/blog/blocks/BlogPost.tsx';
import { withCover } from '../../build/blog/covers.ts';
import { loadPosts } from '../../build/blog/posts.ts';
import { renderWithApp } from './render-page.tsx';

/** A real post given the case study's chart as its cover, made by the real pipeline. */
const [first, second] = loadPosts();
const image = './manufacturer-saves-2-3m-on-payroll/results-chart.svg';
const covered = await withCover({ ...first!, image, imageAlt: 'Two bar charts of the results' });
const plain: PostSummary = second!;
const drawn = await withCover(plain);

describe('a post with a cover', () => {
  it('shows it at the top of the article, at once and first, with the writer’s alt text', () => {
    renderWithApp(<BlogPost post={covered} related={[]} />, `/blog/${covered.slug}`);
    const img = screen.getByRole('img', { name: 'Two bar charts of the results' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('src', covered.cover!.image.fallback.src);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '440']);
    expect(path.basename(img.getAttribute('src')!)).toMatch(/^results-chart-[0-9a-f]{10}\.svg$/);
  });

  it('shows it on its card instead of the icon, decorative and lazy (the title names the card)', () => {
    const { container } = renderWithApp(<ArticleCard post={toCard(covered)} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('style')).toContain('object-fit: cover');
    expect(container.querySelector('svg use')).toBeNull();
  });

  it('shows it beside the post’s title among related posts', () => {
    renderWithApp(<BlogPost post={plain} related={[toCard(covered)]} />, `/blog/${plain.slug}`);
    const related = screen.getByRole('region', { name: 'Related posts' });
    expect(within(related).getByRole('link', { name: covered.title })).toBeInTheDocument();
    expect(related.querySelector('img')).toHaveAttribute('src', covered.cover!.image.fallback.src);
  });

  it('a card given no cover at all keeps the icon', () => {
    const { container } = renderWithApp(<ArticleCard post={toCard(plain)} />);
    expect(container.querySelector('img')).toBeNull();
    expect(plain.icon && container.querySelector('svg')).toBeTruthy();
  });
});

describe('a post without an image of its own', () => {
  it('gets an illustration composed from its frontmatter, and its social card, which shows it, as the picture for the feeds: one PNG', () => {
    const { image, alt, art } = drawn.cover!;
    expect(art).toEqual(coverArt(plain));
    expect(alt).toBe('');
    expect(image.fallback).toEqual({ src: `/cards/blog/${plain.slug}.png`, type: 'image/png' });
    expect([image.width, image.height]).toEqual([1200, 630]);
    expect(image.sources).toEqual([]);
  });

  it('prints the key figure its writer picked, and draws the motif they chose', () => {
    const chosen = { ...plain, coverMotif: 'time-zones' as const, coverFigure: '24/7' };
    const { container } = renderWithApp(<ArticleCard post={toCard({ ...chosen, cover: { ...drawn.cover!, art: coverArt(chosen) } })} />);
    expect(container.querySelector('svg[data-cover]')!.textContent).toBe('24/7');
    expect(coverArt(chosen)).toMatchObject({ motif: 'time-zones', figure: '24/7' });
  });

  it('composes the same drawing again only when what it shows changes', async () => {
    expect((await withCover(plain)).cover).toEqual(drawn.cover);
    expect((await withCover({ ...plain, title: `${plain.title}, São Paulo edition` })).cover).toEqual(drawn.cover);
    const other = await withCover({ ...plain, coverMotif: drawn.cover!.art!.motif === 'trend' ? 'cost' : 'trend' });
    expect(other.cover!.art).not.toEqual(drawn.cover!.art);
  });
});
