import { lazy, Suspense, useState } from 'react';
import { hiddenFromMd, toggleStyle } from './menu-styles.ts';
import { MenuIcon } from './MenuIcon.tsx';

const loadDisclosure = () => import('./MobileMenuDisclosure.tsx');
const MobileMenuDisclosure = lazy(loadDisclosure);

function ClosedToggle({ onOpen }: { onOpen?: () => void }) {
  return (
    <button
      type="button"
      aria-label="Open menu"
      aria-expanded={false}
      css={toggleStyle}
      onClick={onOpen}
      onPointerEnter={loadDisclosure}
      onFocus={loadDisclosure}
    >
      <MenuIcon open={false} />
    </button>
  );
}

/**
 * The small-screen menu. Headless UI's Disclosure runs it, but is loaded only when a visitor
 * reaches for the toggle (hover, focus or tap), keeping it out of every page's start-up JS.
 */
export function MobileMenu() {
  const [active, setActive] = useState(false);
  return (
    <div css={hiddenFromMd}>
      {active ? (
        <Suspense fallback={<ClosedToggle />}>
          <MobileMenuDisclosure />
        </Suspense>
      ) : (
        <ClosedToggle onOpen={() => setActive(true)} />
      )}
    </div>
  );
}
