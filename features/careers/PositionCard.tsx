import { careersText, positionRoute, salaryText, type Position } from '../../content/careers.ts';
import { theme } from '../../components/theme/tokens.ts';
import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { cardStyle } from '../../components/ui/card-styles.ts';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden.tsx';
import { Fill } from '../../components/ui/Fill.tsx';
import { CheckList } from '../../components/sections/CheckList.tsx';
import { PositionFacts } from './PositionFacts.tsx';

/** One open role on /careers: its facts, description, requirements and salary range; Apply opens its page. */
export function PositionCard({ position }: { position: Position }) {
  return (
    <article css={cardStyle}>
      <h3 css={{ fontSize: theme.text.xl }}>
        <a href={positionRoute(position.slug)} css={{ color: 'inherit' }}>
          {position.title}
        </a>
      </h3>
      <PositionFacts position={position} />
      <p>{position.description}</p>
      <h4 css={{ margin: `${theme.space.sm} 0 0` }}>{careersText.requirements}</h4>
      <CheckList items={position.requirements} />
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: theme.space.md,
          marginTop: theme.space.md,
        }}
      >
        <p css={{ margin: 0, fontWeight: 700, color: theme.color.accent }}>
          <Fill text={careersText.salary} values={{ salary: salaryText(position.salary) }} />
        </p>
        <ButtonLink to={positionRoute(position.slug)} variant="primary">
          {careersText.apply} <VisuallyHidden>{careersText.applyFor(position.title)}</VisuallyHidden>
        </ButtonLink>
      </div>
    </article>
  );
}
