import { theme } from '../../components/theme/tokens.ts';

/** One result: the page (and section) title over its excerpt. */
export const resultLink = {
  display: 'block',
  padding: `${theme.space.sm} ${theme.space.md}`,
  borderRadius: theme.radius.sm,
  color: theme.color.text,
  textDecoration: 'none',
} as const;

export const resultTitle = { display: 'block', fontWeight: 600, color: theme.color.primary } as const;

export const statusText = { margin: `${theme.space.sm} 0`, color: theme.color.textMuted, fontSize: theme.text.sm } as const;
