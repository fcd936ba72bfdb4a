import type { Position } from '../../content/careers.ts';
import { theme } from '../theme/tokens.ts';
import { cardStyle } from '../ui/card-styles.ts';
import { SectionLink } from '../ui/SectionLink.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { CheckList } from './CheckList.tsx';

/**
 * One open role: title, department, location, type, description, requirements and salary range;
 * Apply goes to the home page's contact section.
 */
export function PositionCard({ position }: { position: Position }) {
  return (
    <article css={cardStyle}>
      <h3 css={{ fontSize: theme.text.xl }}>{position.title}</h3>
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
          <dt>Department:</dt>
          <dd>{position.department}</dd>
        </div>
        <div>
          <dt>Location:</dt>
          <dd>{position.location}</dd>
        </div>
        <div>
          <dt>Type:</dt>
          <dd>{position.type}</dd>
        </div>
      </dl>
      <p>{position.description}</p>
      <h4 css={{ margin: `${theme.space.sm} 0 0` }}>Requirements</h4>
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
        <p css={{ margin: 0, fontWeight: 700, color: theme.color.accent }}>Salary range: {position.salary}</p>
        <SectionLink to="contact" variant="primary">
          Apply <VisuallyHidden>for {position.title}</VisuallyHidden>
        </SectionLink>
      </div>
    </article>
  );
}
