import { Children, isValidElement, type ReactNode } from 'react';
import { theme } from '../../src/theme/tokens.ts';

export interface TocEntry {
  id: string;
  text: string;
}

type HeadingProps = { id?: string; children?: ReactNode };

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** The `## headings` among MDX children, with the ids rehype-slug gave them. */
export function tocEntries(children: ReactNode): TocEntry[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<HeadingProps>(child) || child.type !== 'h2' || !child.props.id) return [];
    return [{ id: child.props.id, text: textOf(child.props.children) }];
  });
}

/**
 * A long document (the legal pages) with a table of contents made from its own h2s, so the
 * contents can never drift from the headings. Works in the prerender: it reads React children,
 * not the DOM.
 */
export default function WithToc({ children }: { children: ReactNode }) {
  const entries = tocEntries(children);
  return (
    <div css={{ '& h2': { marginTop: theme.space.xxl }, '& h3': { marginTop: theme.space.lg } }}>
      <nav
        aria-label="Table of contents"
        css={{
          padding: theme.space.lg,
          marginBottom: theme.space.xl,
          background: theme.color.surface,
          border: `1px solid ${theme.color.border}`,
          borderRadius: theme.radius.md,
        }}
      >
        <p css={{ fontWeight: 700, marginBottom: theme.space.sm }}>Contents</p>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.xs }}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`}>{entry.text}</a>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
