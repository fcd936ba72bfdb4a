import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { islandAttributes, ISLANDS } from '../../components/runtime/islands.ts';
import { GlobalStyles } from '../../components/theme/GlobalStyles.tsx';
import { theme } from '../../components/theme/tokens.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { SkipLink } from './SkipLink.tsx';

/** Every page: the header, the page's own content and the footer. */
export function Layout() {
  return (
    <>
      <GlobalStyles />
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} data-pagefind-body css={{ paddingTop: theme.layout.headerHeight, minHeight: '70vh', outline: 'none' }}>
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {/* The search dialog's island: empty until the header's Search link or a shortcut opens it. */}
      <div {...islandAttributes(ISLANDS.searchDialog)} />
    </>
  );
}
