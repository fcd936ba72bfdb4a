import { Children, type ReactNode } from 'react';
import { theme } from '../theme/tokens.ts';
import { isHeroVisual } from '../visuals/hero-visual.ts';
import { stackedActions } from './Actions.tsx';

/**
 * 'brand': the home page's navy band; 'light': every other page, a pale band in the brand's blue;
 * 'quiet': where people read (legal pages), a plain heading.
 */
type Tone = 'brand' | 'light' | 'quiet';

const tones = {
  brand: {
    background: theme.color.heroBg,
    color: theme.color.heroText,
    '& p': { color: theme.color.heroMuted },
    '& a:not([class])': { color: theme.color.heroText },
  },
  light: {
    background: `radial-gradient(circle at 85% 20%, ${theme.color.primarySoft}, transparent 55%), ${theme.color.surface}`,
    borderBottom: `1px solid ${theme.color.border}`,
    '& p': { color: theme.color.textMuted },
  },
  quiet: {
    paddingBottom: 0,
    '& h1': { fontSize: theme.text.xxl },
    '& p': { color: theme.color.textMuted },
  },
};

/**
 * The opening band of a page: its children are the MDX heading, lead and actions, and optionally a
 * picture (a block marked with heroVisual), which sits beside them from the large breakpoint up and
 * after them on smaller screens.
 */
export function Hero({ children, tone = 'light' }: { children: ReactNode; tone?: Tone }) {
  const parts = Children.toArray(children);
  const visual = parts.filter(isHeroVisual);
  const text = parts.filter((part) => !isHeroVisual(part));
  return (
    <section
      css={[
        {
          padding: `${tone === 'brand' ? theme.space.section : theme.space.xxl} ${theme.space.md}`,
          [theme.mq.lg]: { padding: `${theme.space.section} ${theme.space.md}` },
          '& p': { fontSize: theme.text.md, maxWidth: '44rem' },
        },
        tones[tone],
      ]}
    >
      <div
        css={{
          // A quiet heading lines up with the narrow column of prose below it.
          maxWidth: tone === 'quiet' ? '48rem' : theme.layout.maxWidth,
          margin: '0 auto',
          display: 'grid',
          gap: theme.space.xxl,
          alignItems: 'center',
          [theme.mq.lg]: visual.length ? { gridTemplateColumns: 'minmax(0, 1.05fr) minmax(0, 1fr)', ...stackedActions } : {},
        }}
      >
        <div>{text}</div>
        {visual.length > 0 && <div>{visual}</div>}
      </div>
    </section>
  );
}
