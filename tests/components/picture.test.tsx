import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Picture } from '../../components/ui/Picture.tsx';
import { Brand } from '../../src/layout/Brand.tsx';
import type { ResponsiveImage } from '../../content/responsive-image.ts';

const image: ResponsiveImage = {
  sources: [
    { type: 'image/avif', srcset: '/assets/a-400.avif 400w, /assets/a-800.avif 800w' },
    { type: 'image/webp', srcset: '/assets/a-400.webp 400w, /assets/a-800.webp 800w' },
  ],
  fallback: { src: '/assets/a-800.jpg', srcset: '/assets/a-400.jpg 400w, /assets/a-800.jpg 800w', type: 'image/jpeg' },
  width: 800,
  height: 450,
  sizes: '100vw',
};

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
    expect(preloads[0]).toContain('imageSrcSet="/assets/a-400.avif 400w, /assets/a-800.avif 800w"');
    expect(preloads[0]).toContain('imageSizes="100vw"');
  });

  it("is not preloaded when it loads lazily, nor is the header's logo, which is never the largest paint", () => {
    expect(page(false)).not.toContain('rel="preload"');
  });
});
