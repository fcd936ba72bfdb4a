// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Picture } from '../../components/ui/Picture.tsx';
import { Brand } from '../../src/layout/Brand.tsx';
import type { ResponsiveImage } from '../../content/responsive-image.ts';

const image: ResponsiveImage = {
  sources: [
    { type: 'image/avif', srcset: '/assets/a-1-400.avif 400w, /assets/a-1-800.avif 800w' },
    { type: 'image/webp', srcset: '/assets/a-1-400.webp 400w, /assets/a-1-800.webp 800w' },
  ],
  fallback: { src: '/assets/a-1-800.jpg', srcset: '/assets/a-1-400.jpg 400w, /assets/a-1-800.jpg 800w', type: 'image/jpeg' },
  width: 800,
  height: 450,
  sizes: '(min-width: 48rem) 46rem, 100vw',
};

describe('Picture', () => {
  it('offers AVIF, then WebP, then the fallback, each with its srcset and sizes', () => {
    const { container } = render(<Picture image={image} alt="A chart" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources.map((s) => s.getAttribute('srcset'))).toEqual(image.sources.map((s) => s.srcset));
    expect(sources.every((s) => s.getAttribute('sizes') === image.sizes)).toBe(true);
    const img = screen.getByRole('img', { name: 'A chart' });
    expect(img).toHaveAttribute('src', image.fallback.src);
    expect(img).toHaveAttribute('srcset', image.fallback.srcset);
  });

  it('always sets width, height and aspect-ratio, and loads lazily unless told it is above the fold', () => {
    render(<Picture image={image} alt="A chart" />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '450');
    expect(renderToStaticMarkup(<Picture image={image} alt="A chart" />)).toMatch(/<img [^>]*style="aspect-ratio:800 \/ 450"/);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('is fetched at once and first when eager', () => {
    render(<Picture image={image} alt="Cover" eager />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('takes the sizes of the place it is drawn in, and an SVG needs no sources or srcset', () => {
    const svg: ResponsiveImage = {
      sources: [],
      fallback: { src: '/assets/c-1.svg', type: 'image/svg+xml' },
      width: 640,
      height: 360,
      sizes: '100vw',
    };
    const { container } = render(<Picture image={svg} alt="Diagram" sizes="20rem" />);
    expect(container.querySelectorAll('source')).toHaveLength(0);
    const img = screen.getByRole('img');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    render(<Picture image={image} alt="Card" sizes="20rem" />);
    expect(screen.getByRole('img', { name: 'Card' })).toHaveAttribute('sizes', '20rem');
  });
});

/** A whole document, as the prerender renders one: React puts what a page preloads in its head. */
const page = (eager: boolean) =>
  renderToString(
    <html>
      <head />
      <body>
        <Brand />
        <Picture image={image} alt="A chart" eager={eager} />
      </body>
    </html>,
  );

describe('a picture above the fold', () => {
  it('is asked for from the head, its first source (AVIF) at high priority, before anything else the page loads', () => {
    const head = /<head>([\s\S]*)<\/head>/.exec(page(true))![1]!;
    const preloads = [...head.matchAll(/<link rel="preload"[^>]*>/g)].map(([link]) => link);
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain('as="image"');
    expect(preloads[0]).toContain('type="image/avif"');
    expect(preloads[0]).toMatch(/fetchPriority="high"/i);
    expect(preloads[0]).toContain(`imageSrcSet="${image.sources[0]!.srcset}"`);
    expect(preloads[0]).toContain(`imageSizes="${image.sizes}"`);
  });

  it("is not preloaded when it loads lazily, nor is the header's logo, which is never the largest paint", () => {
    expect(page(false)).not.toContain('rel="preload"');
  });
});
