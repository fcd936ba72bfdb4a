import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { GlobalStyles } from '../../src/theme/GlobalStyles.tsx';
import { theme } from '../../src/theme/tokens.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { Seo } from './Seo.tsx';
import { SkipLink } from './SkipLink.tsx';

export function Layout({ children }: { children?: React.ReactNode }) {
  return (
    <>
      <GlobalStyles />
      <Seo />
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} css={{ paddingTop: theme.layout.headerHeight, minHeight: '70vh', outline: 'none' }}>
        <Suspense>{children ?? <Outlet />}</Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
