import { careersText, type Position } from '../../content/careers.ts';
import { theme } from '../../components/theme/tokens.ts';

/** Department, location and type in a row, on a position's card and at the top of its page. */
export function PositionFacts({ position }: { position: Position }) {
  return (
    <dl
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: `${theme.space.xs} ${theme.space.lg}`,
        margin: 0,
        fontSize: theme.text.sm,
        '& div': { display: 'flex', gap: theme.space.xs },
        '& dt': { fontWeight: 600 },
        '& dd': { margin: 0 },
      }}
    >
      <div>
        <dt>{careersText.department}</dt>
        <dd>{position.department}</dd>
      </div>
      <div>
        <dt>{careersText.location}</dt>
        <dd>{position.location}</dd>
      </div>
      <div>
        <dt>{careersText.type}</dt>
        <dd>{position.type}</dd>
      </div>
    </dl>
  );
}
