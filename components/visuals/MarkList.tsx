import type { IconKey } from '../../content/icons.ts';
import { theme } from '../theme/tokens.ts';
import { Icon } from '../ui/IconTile.tsx';

export interface Mark {
  label: string;
  detail?: string;
  /** 'good': a green tick, 'flag': an amber warning, 'place': a pin, 'neutral': a blue dot. */
  kind?: 'good' | 'flag' | 'place' | 'neutral';
}

const marks: Record<NonNullable<Mark['kind']>, { icon: IconKey; light: [string, string]; dark: [string, string] }> = {
  good: { icon: 'check', light: [theme.color.accent, theme.color.accentSoft], dark: [theme.color.heroMint, 'rgba(110, 231, 183, 0.14)'] },
  flag: {
    icon: 'triangle-alert',
    light: [theme.color.warning, theme.color.warningSoft],
    dark: [theme.color.heroAmber, 'rgba(252, 211, 77, 0.14)'],
  },
  place: {
    icon: 'map-pin',
    light: [theme.color.primary, theme.color.primarySoft],
    dark: [theme.color.heroSky, 'rgba(125, 211, 252, 0.14)'],
  },
  neutral: {
    icon: 'shield-check',
    light: [theme.color.primary, theme.color.primarySoft],
    dark: [theme.color.heroSky, 'rgba(125, 211, 252, 0.14)'],
  },
};

interface Props {
  items: readonly Mark[];
  tone?: 'light' | 'dark';
  /** Hairlines between rows (the console's check list). */
  ruled?: boolean;
}

/** Rows of a mark (tick, warning, pin), a label and, at the end, a detail. */
export function MarkList({ items, tone = 'light', ruled = false }: Props) {
  const dark = tone === 'dark';
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: ruled ? 0 : theme.space.sm }}>
      {items.map(({ label, detail, kind = 'good' }) => {
        const [color, background] = marks[kind][tone];
        return (
          <li
            key={label}
            css={{
              display: 'grid',
              gridTemplateColumns: 'auto minmax(0, 1fr) auto',
              alignItems: 'center',
              gap: theme.space.sm,
              fontSize: theme.text.sm,
              ...(ruled && { padding: `${theme.space.sm} 0`, borderTop: `1px solid ${theme.color.heroLine}` }),
            }}
          >
            <span css={{ display: 'inline-flex', padding: 4, borderRadius: theme.radius.pill, color, background }}>
              <Icon name={marks[kind].icon} size={14} />
            </span>
            <span css={{ fontWeight: theme.weight.semibold }}>{label}</span>
            {detail && (
              <span
                css={{
                  color: kind === 'flag' ? color : dark ? theme.color.heroMuted : theme.color.textMuted,
                  fontWeight: kind === 'flag' ? theme.weight.bold : theme.weight.medium,
                  fontVariantNumeric: 'tabular-nums',
                  textAlign: 'right',
                }}
              >
                {detail}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
