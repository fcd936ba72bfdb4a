import type { ReactNode } from 'react';
import { theme } from '../theme/tokens.ts';

/** The white card every piece of a page visual sits on, with an optional small caps title. */
export function Tile({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div
      css={{
        display: 'grid',
        gap: theme.space.md,
        padding: theme.space.lg,
        background: theme.color.bg,
        border: `1px solid ${theme.color.border}`,
        borderRadius: theme.radius.lg,
        boxShadow: '0 18px 40px -24px rgba(11, 27, 63, 0.35)',
      }}
    >
      {title && <Eyebrow>{title}</Eyebrow>}
      {children}
    </div>
  );
}

/** A small uppercase label above a group: 'Compliance', 'Where your team works'. */
export function Eyebrow({ children, tone = 'light' }: { children: ReactNode; tone?: 'light' | 'dark' }) {
  return (
    <span
      css={{
        fontSize: theme.text.xs,
        fontWeight: theme.weight.bold,
        letterSpacing: theme.tracking.caps,
        textTransform: 'uppercase',
        color: tone === 'dark' ? theme.color.heroMuted : theme.color.textMuted,
      }}
    >
      {children}
    </span>
  );
}
