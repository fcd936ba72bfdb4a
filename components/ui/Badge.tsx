import type { ReactNode } from 'react';
import { theme } from '../theme/tokens.ts';

/** 'success' is the highlighted green badge (white on green, 5.5:1); 'neutral' the secondary one. */
const tones = {
  success: { background: theme.color.accent, color: theme.color.primaryText },
  neutral: { background: theme.color.surfaceStrong, color: theme.color.text },
  info: { background: theme.color.surfaceStrong, color: theme.color.primary },
  /** White on red (6.5:1): what a reader must not miss, such as a post no build shows yet. */
  alert: { background: theme.color.danger, color: theme.color.primaryText },
};

export function Badge({ tone = 'neutral', children }: { tone?: keyof typeof tones; children: ReactNode }) {
  return (
    <span
      css={{
        ...tones[tone],
        display: 'inline-block',
        alignSelf: 'flex-start',
        padding: '0.125rem 0.625rem',
        borderRadius: theme.radius.pill,
        fontSize: theme.text.xs,
        fontWeight: 600,
        lineHeight: 1.6,
      }}
    >
      {children}
    </span>
  );
}
