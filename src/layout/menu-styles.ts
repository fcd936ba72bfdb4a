import { css } from '@emotion/react';
import { theme } from '../../components/theme/tokens.ts';

export const hiddenFromMd = css({ [theme.mq.md]: { display: 'none' } });

export const toggleStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.sm,
  background: theme.color.bg,
  color: theme.color.text,
  cursor: 'pointer',
  '& [data-when="open"]': { display: 'none' },
  '&:has(+ :popover-open) [data-when="open"]': { display: 'inline' },
  '&:has(+ :popover-open) [data-when="closed"]': { display: 'none' },
});

/** A popover sits in the top layer, fixed: placed under the header, full width, none of the UA's box. */
export const panelStyle = css({
  position: 'fixed',
  inset: `${theme.layout.headerHeight} 0 auto 0`,
  width: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  color: theme.color.text,
  background: theme.color.bg,
  borderBottom: `1px solid ${theme.color.border}`,
  boxShadow: '0 12px 24px rgba(15, 23, 42, 0.12)',
});

export const panelLinkStyle = css({
  display: 'block',
  padding: `${theme.space.md} ${theme.space.lg}`,
  color: theme.color.text,
  fontWeight: 500,
  textDecoration: 'none',
  borderTop: `1px solid ${theme.color.border}`,
});
