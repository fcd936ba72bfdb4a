import type { ReactNode } from 'react';
import { buttonStyles } from './button-styles.ts';

interface Props {
  /** The button's text, e.g. 'Start Chat'. */
  label: string;
  /** What to say instead: the feature is not live yet, and what to do meanwhile. */
  children: ReactNode;
}

/**
 * An honest placeholder for a feature that is not live: pressing it says so, politely. A native
 * disclosure, so it works from first paint and without JavaScript.
 */
export function ComingSoon({ label, children }: Props) {
  return (
    <details>
      <summary css={[buttonStyles.secondary, { listStyle: 'none', '&::-webkit-details-marker': { display: 'none' } }]}>{label}</summary>
      <p css={{ margin: '0.75rem 0 0' }}>{children}</p>
    </details>
  );
}
