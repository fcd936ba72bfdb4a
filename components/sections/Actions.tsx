import type { ReactNode } from 'react';
import { breakpoints, theme } from '../theme/tokens.ts';

/**
 * Buttons in a narrow column: each takes the full width, except that of three, the first (the
 * primary) keeps its row and the other two share one, at equal widths.
 */
const stacked = {
  gap: theme.space.sm,
  '& > *': { flex: '1 1 100%' },
  '& > :first-child:nth-last-child(3) ~ *': { flexBasis: `calc(50% - ${theme.space.sm} / 2)`, paddingInline: theme.space.sm },
};

/** For the text column of a hero with a picture beside it: three buttons stack, a single one keeps its width. */
export const stackedActions = { '& [data-actions]': { ...stacked, '& > :only-child': { flex: '0 0 auto' } } };

/** A row of buttons that wraps; on a phone they stack. */
export function Actions({ children }: { children: ReactNode }) {
  return (
    <div
      data-actions=""
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.space.md,
        marginTop: theme.space.lg,
        [`@media (max-width: ${breakpoints.sm - 0.02}px)`]: stacked,
      }}
    >
      {children}
    </div>
  );
}
