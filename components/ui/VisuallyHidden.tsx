import type { ReactNode } from 'react';

/** Text for screen readers only, e.g. the role an 'Apply' button is for. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <span
      css={{
        position: 'absolute',
        width: 1,
        height: 1,
        margin: -1,
        padding: 0,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {children}
    </span>
  );
}
