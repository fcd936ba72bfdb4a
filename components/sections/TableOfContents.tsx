import { blockText } from '../../content/block-text.ts';
import { theme } from '../theme/tokens.ts';
import type { TocEntry } from '../lib/toc-entries.ts';

/** A 'Contents' box of in-page links, made from a document's own h2s (see toc-entries.ts). */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  return (
    <nav
      aria-label={blockText.tableOfContents.label}
      css={{
        padding: theme.space.lg,
        marginBottom: theme.space.xl,
        background: theme.color.surface,
        border: `1px solid ${theme.color.border}`,
        borderRadius: theme.radius.md,
      }}
    >
      <p css={{ fontWeight: 700, marginBottom: theme.space.sm }}>{blockText.tableOfContents.heading}</p>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.xs }}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
