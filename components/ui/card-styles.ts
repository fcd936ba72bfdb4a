import { css } from '@emotion/react';
import { theme } from '../theme/tokens.ts';

/** The bordered white box every card, panel and list item shares. */
export const cardStyle = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  background: ${theme.color.bg};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  box-shadow: 0 1px 2px rgba(15, 23, 42, 0.06);
  & > h3,
  & > p {
    margin: 0;
  }
  & > p {
    color: ${theme.color.textMuted};
  }
`;

/** A responsive grid for cards: as many columns of at least `min` as fit. */
export const gridStyle = (min: string) => css`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${min}), 1fr));
  list-style: none;
  margin: ${theme.space.xl} 0 0;
  padding: 0;
`;
