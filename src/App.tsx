import { MDXProvider } from '@mdx-js/react';
import type { ReactNode } from 'react';
import { mdxComponents } from './mdx-components.tsx';

/** Providers shared by the browser and the prerender. */
export function App({ children }: { children: ReactNode }) {
  return <MDXProvider components={mdxComponents}>{children}</MDXProvider>;
}
