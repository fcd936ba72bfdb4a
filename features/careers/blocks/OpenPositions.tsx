import { positions } from 'virtual:positions';
import { careersText } from '../../../content/careers.ts';
import { theme } from '../../../components/theme/tokens.ts';
import { PositionCard } from '../PositionCard.tsx';

/** The open positions on /careers, one card each, newest first; a closed one is left out. */
export default function OpenPositions() {
  const open = positions.filter((position) => position.open);
  if (!open.length) return <p>{careersText.noOpenings}</p>;
  return (
    <ul css={{ listStyle: 'none', margin: `${theme.space.xl} 0 0`, padding: 0, display: 'grid', gap: theme.space.lg }}>
      {open.map((position) => (
        <li key={position.slug}>
          <PositionCard position={position} />
        </li>
      ))}
    </ul>
  );
}
