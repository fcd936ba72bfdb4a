import { lazy, Suspense, use, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { replayEarlyInput } from './lib/early-input.ts';
import { onInitialPage } from '../components/runtime/initial-page.ts';
import { whenNear } from './lib/when-near.ts';

type Module = { default: ComponentType<Record<string, unknown>> };

/**
 * The three widgets are islands: their prerendered HTML is shown at once, but their code loads
 * and hydrates only when the visitor comes near (or reaches for) them, so a long page does not
 * hydrate everything at start. During the prerender each island records itself, so the build can
 * list the chunks a page's islands need.
 */
const islandModules = import.meta.glob<Module>([
  '../features/calculator/Calculator.tsx',
  '../features/faq/FaqAccordion.tsx',
  '../features/contact/ContactForm.tsx',
]);

/** Root-relative sources (as in Vite's manifest) of the islands the last prerender rendered. */
export const renderedIslands = new Set<string>();

const nameOf = (source: string) => source.replace(/^.*\/|\.tsx$/g, '');

/** Suspends until its gate opens; while it does, React keeps the server HTML of what it wraps. */
function Gate({ gate, children }: { gate: Promise<void>; children: ReactNode }) {
  use(gate);
  return children;
}

/** Renders nothing; once its island has hydrated, hands it what the visitor did before that. */
function ReplayEarlyInput({ island }: { island: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (island.current) replayEarlyInput(island.current);
  }, [island]);
  return null;
}

function lazyIsland(source: string, load: () => Promise<Module>) {
  const Lazy = lazy(load);
  function Island(props: Record<string, unknown>) {
    const ref = useRef<HTMLDivElement>(null);
    if (import.meta.env.SSR) renderedIslands.add(source);
    // Only the prerendered page waits for the visitor; after a client-side navigation it renders at once.
    const [gate] = useState(() => {
      if (import.meta.env.SSR || !onInitialPage()) return undefined;
      let open!: () => void;
      return { promise: new Promise<void>((resolve) => (open = resolve)), open };
    });
    useEffect(() => {
      if (!gate || !ref.current) return;
      return whenNear(ref.current, gate.open);
    }, [gate]);
    const content = <Lazy {...props} />;
    return (
      // data-hydrated: the early-input script holds clicks and submits only for islands without it
      // (an island rendered after a client-side navigation has it at once).
      <div data-island={nameOf(source)} data-hydrated={import.meta.env.SSR || gate ? undefined : ''} ref={ref}>
        {/* Its own boundary only where it hydrates later; after a client-side navigation the
            page waits for it as a whole, so nothing shifts as it arrives. */}
        {import.meta.env.SSR || gate ? (
          <Suspense>
            {gate ? <Gate gate={gate.promise}>{content}</Gate> : content}
            <ReplayEarlyInput island={ref} />
          </Suspense>
        ) : (
          content
        )}
      </div>
    );
  }
  Island.displayName = nameOf(source);
  return Island;
}

export const islands: Record<string, ComponentType<Record<string, unknown>>> = Object.fromEntries(
  Object.entries(islandModules).map(([path, load]) => {
    const source = path.replace(/^\.\.\//, '');
    return [nameOf(source), lazyIsland(source, load)];
  }),
);
