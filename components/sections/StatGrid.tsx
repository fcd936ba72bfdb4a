import type { Stat } from '../../content/schemas.ts';
import { theme } from '../theme/tokens.ts';

interface Props {
  stats: readonly Stat[];
  /** 'dark' for a stat row on the hero or a dark panel. */
  tone?: 'light' | 'dark';
}

/** Big numbers with their labels: '70%' 'Cost Reduction'. Read as one phrase by screen readers. */
export function StatGrid({ stats, tone = 'light' }: Props) {
  const dark = tone === 'dark';
  return (
    <ul
      css={{
        display: 'grid',
        gap: theme.space.lg,
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8rem), 1fr))',
        listStyle: 'none',
        margin: `${theme.space.xl} 0 0`,
        padding: 0,
      }}
    >
      {stats.map((stat) => (
        <li key={stat.label} css={{ display: 'flex', flexDirection: 'column', gap: theme.space.xs }}>
          <span
            css={{
              fontSize: 'clamp(2rem, 5vw, 2.5rem)',
              fontWeight: 800,
              lineHeight: 1.1,
              color: dark ? theme.color.heroText : theme.color.primary,
            }}
          >
            {stat.value}
          </span>{' '}
          <span css={{ fontWeight: 600, color: dark ? theme.color.heroText : theme.color.text }}>{stat.label}</span>
          {stat.description && (
            <span css={{ fontSize: '0.9375rem', color: dark ? theme.color.heroMuted : theme.color.textMuted }}> {stat.description}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
