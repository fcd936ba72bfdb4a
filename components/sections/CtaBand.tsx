import type { ReactNode } from 'react';
import { theme } from '../theme/tokens.ts';

/** A closing band in brand blue: an h2, a line of prose and <Actions> with onDark buttons. */
export function CtaBand({ children }: { children: ReactNode }) {
  return (
    <section
      css={{
        // Brand blue rather than the hero's navy, so the band stands apart from the footer below it.
        background: theme.color.primaryHover,
        color: theme.color.heroText,
        padding: `${theme.space.section} ${theme.space.md}`,
        textAlign: 'center',
        '& p': { color: theme.color.surfaceStrong, fontSize: theme.text.md },
        '& a:not([class])': { color: theme.color.heroText },
        '& > div > div': { justifyContent: 'center' },
      }}
    >
      <div css={{ maxWidth: '48rem', margin: '0 auto' }}>{children}</div>
    </section>
  );
}
