import { positions } from '../../content/careers.ts';
import { theme } from '../theme/tokens.ts';
import { PositionCard } from '../sections/PositionCard.tsx';

/** The six open positions, one card each. */
export default function OpenPositions() {
  return (
    <ul css={{ listStyle: 'none', margin: `${theme.space.xl} 0 0`, padding: 0, display: 'grid', gap: theme.space.lg }}>
      {positions.map((position) => (
        <li key={position.title}>
          <PositionCard position={position} />
        </li>
      ))}
    </ul>
  );
}
