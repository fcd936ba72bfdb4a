import type { ReactNode } from 'react';
import { theme } from '../theme/tokens.ts';

interface Props {
  children: ReactNode;
  /** 'aside': a narrow first column beside a wide second one (contact info beside the form). */
  layout?: 'even' | 'aside';
}

/** Side-by-side columns from the large breakpoint up; stacked, in source order, below it. */
export function Columns({ children, layout = 'even' }: Props) {
  return (
    <div
      css={{
        display: 'grid',
        gap: theme.space.xl,
        marginTop: theme.space.xl,
        alignItems: 'start',
        [theme.mq.lg]: { gridTemplateColumns: layout === 'aside' ? 'minmax(0, 1fr) minmax(0, 2fr)' : '1fr 1fr' },
      }}
    >
      {children}
    </div>
  );
}
