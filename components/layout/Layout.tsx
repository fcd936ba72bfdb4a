import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { usePrefetchLinks } from '../../src/lib/use-prefetch-links.ts';
import { noteLocation } from '../../src/lib/initial-page.ts';
import { useScrollOnNavigate } from '../../src/lib/use-scroll-on-navigate.ts';
import { GlobalStyles } from '../../src/theme/GlobalStyles.tsx';
import { theme } from '../../src/theme/tokens.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { SkipLink } from './SkipLink.tsx';

export function Layout() {
  const { pathname, key } = useLocation();
  noteLocation(key);
  useScrollOnNavigate();
  usePrefetchLinks();
  return (
    <>
      <GlobalStyles />
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} data-pagefind-body css={{ paddingTop: theme.layout.headerHeight, minHeight: '70vh', outline: 'none' }}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
