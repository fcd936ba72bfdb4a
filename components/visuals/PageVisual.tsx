import type { PageVisualData, VisualTile } from '../../content/schemas/lists.ts';
import { theme } from '../theme/tokens.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { Bars } from './Bars.tsx';
import { MarkList } from './MarkList.tsx';
import { Ring } from './Ring.tsx';
import { Tile } from './Tile.tsx';

function TileBody({ tile }: { tile: VisualTile }) {
  switch (tile.kind) {
    case 'ring':
      return <Ring value={tile.value} figure={`${tile.value}%`} label={tile.label} caption={tile.caption} />;
    case 'bars':
      return <Bars bars={tile.bars} />;
    case 'checks':
      return <MarkList items={tile.items} />;
    case 'places':
      return <MarkList items={tile.places.map((label) => ({ label, kind: 'place' }))} />;
    case 'badges':
      return <MarkList items={tile.badges.map((b) => ({ label: b.label, detail: b.status, kind: b.certified ? 'good' : 'neutral' }))} />;
  }
}

/**
 * A page's picture (content/visuals.ts): a few white tiles, the second set off from the first, in
 * the shapes every page visual shares. The figures repeat what the page says, so screen readers get
 * the one-sentence label instead.
 */
export function PageVisual({ data }: { data: PageVisualData }) {
  return (
    <figure css={{ margin: 0 }}>
      <div
        aria-hidden="true"
        css={{
          display: 'grid',
          gap: theme.space.md,
          // On a phone the first tile alone, so the page's own content is not pushed far down.
          '& > :nth-of-type(n + 2)': { display: 'none' },
          [theme.mq.sm]: {
            '& > :nth-of-type(n + 2)': { display: 'grid' },
            gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
          },
          [theme.mq.lg]: {
            gridTemplateColumns: 'minmax(0, 1fr)',
            maxWidth: '26rem',
            marginLeft: 'auto',
            '& > :nth-of-type(2)': { marginLeft: `calc(-1 * ${theme.space.xxl})`, marginRight: theme.space.xxl },
          },
        }}
      >
        {data.tiles.map((tile, i) => (
          <Tile key={i} title={tile.kind === 'ring' ? undefined : tile.title}>
            <TileBody tile={tile} />
          </Tile>
        ))}
      </div>
      <figcaption>
        <VisuallyHidden>{data.label}</VisuallyHidden>
      </figcaption>
    </figure>
  );
}
