import { createElement } from 'react';
import { COVER_BOX, type CoverScene } from '../../components/visuals/cover/scene.ts';

/**
 * A drawn cover for satori, `width` wide: the scene's shapes as an inline SVG (which resvg draws), and its
 * key figure as satori's own text on top (resvg is given no font for text inside an SVG), where the page
 * prints it: centred on the figure's point, its digits' middle on its line.
 */
export function CoverArtwork({ scene, width }: { scene: CoverScene; width: number }) {
  const scale = width / COVER_BOX.width;
  const height = COVER_BOX.height * scale;
  const { figure } = scene;
  return (
    <div style={{ display: 'flex', position: 'relative', width, height }}>
      <svg width={width} height={height} viewBox={`0 0 ${COVER_BOX.width} ${COVER_BOX.height}`}>
        {scene.nodes.map(({ tag, attrs }, i) => createElement(tag, { key: i, ...attrs }))}
      </svg>
      {figure && (
        <span
          style={{
            position: 'absolute',
            left: (figure.x - COVER_BOX.width / 2) * scale,
            width: width,
            top: (figure.y - 0.53 * figure.size) * scale,
            display: 'flex',
            justifyContent: 'center',
            fontSize: figure.size * scale,
            fontWeight: 800,
            lineHeight: 1,
            color: figure.fill,
          }}
        >
          {figure.text}
        </span>
      )}
    </div>
  );
}
