import type { ReactNode } from 'react';
import { theme } from '../theme/tokens.ts';

/** A row of buttons that wraps on small screens. */
export function Actions({ children }: { children: ReactNode }) {
  return <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, marginTop: theme.space.lg }}>{children}</div>;
}
