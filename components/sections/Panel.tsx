import type { ReactNode } from 'react';
import { theme } from '../theme/tokens.ts';
import { cardStyle } from '../ui/card-styles.ts';

/** A card around a piece of MDX prose: a white paper, a webinar, a story. */
export function Panel({ children }: { children: ReactNode }) {
  return (
    <div
      css={[
        cardStyle,
        {
          padding: theme.space.xl,
          '& > :is(h2, h3)': { margin: 0 },
          '& > p': { margin: 0, color: theme.color.text },
          '& > div': { marginTop: 0 },
        },
      ]}
    >
      {children}
    </div>
  );
}
