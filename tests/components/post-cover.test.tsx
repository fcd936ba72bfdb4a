// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ArticleCard } from '../../features/blog/ArticleCard.tsx';
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
  it('gets a cover drawn from its title and category, 1200 × 630, in AVIF and WebP with a JPEG or PNG fallback', () => {
    const { image, alt } = drawn.cover!;
    expect([image.width, image.height]).toEqual([1200, 630]);
    expect(image.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(image.fallback.type).toMatch(/^image\/(jpeg|png)$/);
    expect(image.sources[0]!.srcset).toMatch(/ 400w, .* 1200w$/);
    // It repeats the title printed beside it: decorative.
    expect(alt).toBe('');
  });

  it('draws it as text on the article, on its card and among related posts: no picture to wait for, hidden from screen readers and the site search', () => {
    const drawnCover = (root: HTMLElement) => {
      const cover = root.querySelector<HTMLElement>('[aria-hidden="true"][data-pagefind-ignore]');
      expect(cover).not.toBeNull();
      expect(cover!.textContent).toBe(`${drawn.category}${drawn.title}`);
      expect(cover!.querySelector('img, picture')).toBeNull();
    };
    const { container } = renderWithApp(<BlogPost post={drawn} related={[toCard(drawn)]} />, `/blog/${drawn.slug}`);
    expect(container.querySelector('article img, article picture')).toBeNull();
    drawnCover(container.querySelector('article')!);
    drawnCover(container.querySelector('[aria-labelledby="related-posts"]')!);
    drawnCover(renderWithApp(<ArticleCard post={toCard(drawn)} />).container);
    expect(drawn.cover!.drawn).toEqual({ title: drawn.title, kicker: drawn.category });
  });

  it('draws the same cover again only when its title or category changes', async () => {
    expect((await withCover(plain)).cover).toEqual(drawn.cover);
    const renamed = await withCover({ ...plain, title: `${plain.title}, São Paulo edition` });
    expect(renamed.cover!.image.fallback.src).not.toBe(drawn.cover!.image.fallback.src);
  });
});
