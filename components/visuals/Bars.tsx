import { theme } from '../theme/tokens.ts';
import { grow, withMotion } from './motion.ts';

export interface Bar {
  label: string;
  /** 0-100: the bar's length. */
  value: number;
  /** The figure printed at its end. */
  display: string;
}

interface Props {
  bars: readonly Bar[];
  /** 'dark' on the hero's navy (the console), 'light' on a white card. */
  tone?: 'light' | 'dark';
}

/** Labelled horizontal bars, longest to shortest as given. */
export function Bars({ bars, tone = 'light' }: Props) {
  const dark = tone === 'dark';
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.sm }}>
      {bars.map((bar, i) => (
        <li key={bar.label} css={{ display: 'grid', gap: theme.space.xs }}>
          <span css={{ display: 'flex', justifyContent: 'space-between', gap: theme.space.sm, fontSize: theme.text.sm }}>
            <span css={{ color: dark ? theme.color.heroMuted : theme.color.textMuted }}>{bar.label}</span>
            <strong css={{ fontVariantNumeric: 'tabular-nums' }}>{bar.display}</strong>
          </span>
          <span
            css={{
              display: 'block',
              height: 8,
              borderRadius: theme.radius.pill,
              background: dark ? theme.color.heroLine : theme.color.surfaceStrong,
            }}
          >
            <span
              css={{
                display: 'block',
                height: '100%',
                width: `${bar.value}%`,
                borderRadius: 'inherit',
                background:
                  i === bars.length - 1
                    ? dark
                      ? theme.color.heroMint
                      : theme.color.accent
                    : dark
                      ? theme.color.heroSky
                      : theme.color.primary,
                transformOrigin: 'left',
                [withMotion]: { animation: `${grow} 1.1s ${0.15 * i}s ease-out both` },
              }}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}
