/// <reference types="mdx" />
import { MDXProvider } from '@mdx-js/react';
import { render } from '@testing-library/react';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { mdxComponents } from '../../src/mdx-components.tsx';

/** Renders an MDX page or a block as the app does: with the MDX components and a router. */
export function renderWithApp(children: ReactNode, path = '/') {
  return render(
    <MDXProvider components={mdxComponents}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>{children}</Suspense>
      </MemoryRouter>
    </MDXProvider>,
  );
}

export const renderPage = (Page: ComponentType, path = '/') => renderWithApp(<Page />, path);
