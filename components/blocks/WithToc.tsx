import type { ReactNode } from 'react';
import { theme } from '../theme/tokens.ts';
import { TableOfContents } from '../sections/TableOfContents.tsx';
import { tocEntries } from '../lib/toc-entries.ts';

/**
 * A long document (the legal pages) with a table of contents made from its own h2s, so the
 * contents can never drift from the headings. Works in the prerender: it reads React children,
 * not the DOM.
 */
export default function WithToc({ children }: { children: ReactNode }) {
  return (
    <div css={{ '& h2': { marginTop: theme.space.xxl }, '& h3': { marginTop: theme.space.lg } }}>
      <TableOfContents entries={tocEntries(children)} />
      {children}
    </div>
  );
}
