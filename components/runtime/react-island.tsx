import { startTransition, StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { readIsland } from './islands.ts';

/** Calls `onCommit` once what it wraps has committed (a wrapper, not a sibling: a sibling would change the ids useId makes). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * An island's start function for a React component: hydrates the prerendered element as a root of
 * its own and resolves once it has committed, so input made before that can be replayed into it.
 */
export function reactIsland<P extends object>(component: ComponentType<P>) {
  const Component = component as ComponentType<object>;
  return (element: HTMLElement, props: Record<string, unknown>) =>
    new Promise<void>((resolve) => {
      // As a transition, hydration yields to the browser every few milliseconds.
      startTransition(() => {
        hydrateRoot(
          element,
          <StrictMode>
            <Committed onCommit={resolve}>
              <Component {...props} />
            </Committed>
          </StrictMode>,
          { identifierPrefix: readIsland(element)?.idPrefix },
        );
      });
    });
}
