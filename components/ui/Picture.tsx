import { preload } from 'react-dom';
import type { ResponsiveImage } from '../../content/responsive-image.ts';

interface Props {
  image: ResponsiveImage;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
  /**
   * Above the fold (an article's cover, the lead story): fetched at once and first, asked for from the
   * head, before any other file of the page. Everything else loads lazily, as it nears the viewport.
   */
  eager?: boolean;
  /** Overrides the image's own `sizes` where it is drawn at another width (a card). */
  sizes?: string;
  /** Draws it at this aspect ratio instead of its own (such as '16 / 9' on cards), filling the box. */
  crop?: string;
  className?: string;
}

/**
 * A picture made by the build's image pipeline (build/images/): AVIF, then WebP, then the
 * fallback, each with its srcset. Width, height and aspect-ratio are always set, so the page
 * keeps its box and nothing moves when it arrives.
 */
export function Picture({ image, alt, eager = false, sizes = image.sizes, crop, className }: Props) {
  // The first source is the one a current browser takes (AVIF); the head's preload names its type, so a
  // browser without it skips the preload and picks its own source as the page is parsed.
  const [first] = image.sources;
  if (eager && first)
    preload(first.srcset.split(' ')[0]!, {
      as: 'image',
      imageSrcSet: first.srcset,
      imageSizes: sizes,
      type: first.type,
      fetchPriority: 'high',
    });
  return (
    // display: contents lays the <img> out as if it stood in the picture's place (a flex or grid item).
    <picture css={{ display: 'contents' }}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={image.fallback.src}
        srcSet={image.fallback.srcset}
        sizes={image.fallback.srcset ? sizes : undefined}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding={eager ? undefined : 'async'}
        className={className}
        style={{ aspectRatio: crop ?? `${image.width} / ${image.height}`, ...(crop && { objectFit: 'cover' }) }}
        css={{ display: 'block', maxWidth: '100%', height: 'auto' }}
      />
    </picture>
  );
}
