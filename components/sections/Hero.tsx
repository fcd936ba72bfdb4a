import type { ReactNode } from 'react';
import { theme } from '../theme/tokens.ts';

/** The dark opening band of a page; its children are the MDX heading, lead and actions. */
export function Hero({ children }: { children: ReactNode }) {
  return (
    <section
      css={{
        background: theme.color.heroBg,
        color: theme.color.heroText,
        padding: `${theme.space.section} ${theme.space.md}`,
        '& h1': { fontSize: 'clamp(2rem, 6vw, 3.25rem)', letterSpacing: '-0.02em' },
        '& p': { color: theme.color.heroMuted, fontSize: '1.125rem', maxWidth: '44rem' },
        '& a:not([class])': { color: theme.color.heroText },
      }}
    >
      <div css={{ maxWidth: theme.layout.maxWidth, margin: '0 auto' }}>{children}</div>
    </section>
  );
}
