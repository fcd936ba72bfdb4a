import type { CoverArt } from '../../../content/covers/art.ts';
import { COVER_BOX, coverScene } from './scene.ts';

/**
 * A post's drawn cover, inline: its shapes and its key figure as SVG in the page, so it is painted with
 * the page, asks for no file and stays sharp at any width. Its width and height attributes give it its
 * 16:9 box before any style applies. It says nothing the post's title and teaser beside it do not, so
 * screen readers and the site search skip it.
 */
export function CoverDrawing({ art, className }: { art: CoverArt; className?: string }) {
  const { nodes, figure } = coverScene(art);
  return (
    <svg
      viewBox={`0 0 ${COVER_BOX.width} ${COVER_BOX.height}`}
      width={COVER_BOX.width}
      height={COVER_BOX.height}
      aria-hidden="true"
      focusable="false"
      data-pagefind-ignore="all"
      data-cover=""
      className={className}
      css={{ display: 'block', maxWidth: '100%', height: 'auto', aspectRatio: `${COVER_BOX.width} / ${COVER_BOX.height}` }}
    >
      {nodes.map(({ tag: Tag, attrs }, i) => (
        <Tag key={i} {...attrs} />
      ))}
      {figure && (
        <text x={figure.x} y={figure.y} dy="0.35em" textAnchor="middle" fontSize={figure.size} fontWeight={800} fill={figure.fill}>
          {figure.text}
        </text>
      )}
    </svg>
  );
}
