import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { usePrefetchLinks } from '../lib/use-prefetch-links.ts';
import { noteLocation } from '../../components/runtime/initial-page.ts';
import { useScrollOnNavigate } from '../lib/use-scroll-on-navigate.ts';
import { GlobalStyles } from '../../components/theme/GlobalStyles.tsx';
import { theme } from '../../components/theme/tokens.ts';
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
