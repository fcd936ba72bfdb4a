// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ArticleCard } from '../../components/sections/ArticleCard.tsx';
import { toCard, type PostSummary } from '../../content/blog.ts';
import BlogPost from '../../features/blog/blocks/BlogPost.tsx';
import { withCover } from '../../scripts/blog/covers.ts';
import { loadPosts } from '../../scripts/blog/posts.ts';
import { renderWithApp } from './render-page.tsx';

/** A real post given the case study's chart as its cover, made by the real pipeline. */
const [first, second] = loadPosts();
const image = './manufacturer-saves-2-3m-on-payroll/results-chart.svg';
const covered = await withCover({ ...first!, image, imageAlt: 'Two bar charts of the results' });
const plain: PostSummary = second!;

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

  it('a post without an image keeps its icon and has no picture', () => {
    const { container } = renderWithApp(<ArticleCard post={toCard(plain)} />);
    expect(container.querySelector('img')).toBeNull();
    expect(plain.icon && container.querySelector('svg')).toBeTruthy();
  });
});
