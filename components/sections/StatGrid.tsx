import type { Stat } from '../../content/schemas/lists.ts';
import { theme } from '../theme/tokens.ts';

interface Props {
  stats: readonly Stat[];
  /** 'dark' for a stat row on the hero or a dark panel. */
  tone?: 'light' | 'dark';
}

/**
 * Big numbers with their labels: '70%' 'Cost Reduction'. Read as one phrase by screen readers.
 * Never an orphan: on a phone three stay on one row and four make two rows of two; from the
 * medium breakpoint up they share one row.
 */
export function StatGrid({ stats, tone = 'light' }: Props) {
  const dark = tone === 'dark';
  const phoneColumns = stats.length % 2 === 0 ? 2 : Math.min(stats.length, 3);
  return (
    <ul
      css={{
        display: 'grid',
        gap: `${theme.space.lg} ${theme.space.md}`,
        gridTemplateColumns: `repeat(${phoneColumns}, minmax(0, 1fr))`,
        [theme.mq.md]: { gridTemplateColumns: `repeat(${Math.min(stats.length, 4)}, minmax(0, 1fr))` },
        listStyle: 'none',
        margin: `${theme.space.xl} 0 0`,
        padding: 0,
      }}
    >
      {stats.map((stat) => (
        <li key={stat.label} css={{ display: 'flex', flexDirection: 'column', gap: theme.space.xs }}>
          <span
            css={{
              fontSize: theme.text.stat,
              fontWeight: 800,
              lineHeight: 1.1,
              color: dark ? theme.color.heroText : theme.color.primary,
            }}
          >
            {stat.value}
          </span>{' '}
          <span css={{ fontWeight: 600, color: dark ? theme.color.heroText : theme.color.text }}>{stat.label}</span>
          {stat.description && (
            <span css={{ fontSize: theme.text.sm, color: dark ? theme.color.heroMuted : theme.color.textMuted }}> {stat.description}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
