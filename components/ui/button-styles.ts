import { css } from '@emotion/react';
import { theme } from '../theme/tokens.ts';

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: 2.75rem;
  padding: 0.625rem 1.25rem;
  border-radius: ${theme.radius.sm};
  border: 2px solid transparent;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.15s,
    color 0.15s,
    border-color 0.15s;
  &:disabled {
    opacity: 0.65;
    cursor: not-allowed;
  }
`;

export const buttonStyles = {
  primary: css`
    ${base};
    background: ${theme.color.primary};
    color: ${theme.color.primaryText};
    &:hover:not(:disabled) {
      background: ${theme.color.primaryHover};
    }
  `,
  secondary: css`
    ${base};
    background: ${theme.color.bg};
    color: ${theme.color.primary};
    border-color: ${theme.color.primary};
    &:hover:not(:disabled) {
      background: ${theme.color.surface};
    }
  `,
  onDark: css`
    ${base};
    background: ${theme.color.bg};
    color: ${theme.color.heroBg};
    &:hover:not(:disabled) {
      background: ${theme.color.surfaceStrong};
    }
  `,
  ghostOnDark: css`
    ${base};
    background: transparent;
    color: ${theme.color.heroText};
    border-color: ${theme.color.heroText};
    &:hover:not(:disabled) {
      background: rgba(255, 255, 255, 0.12);
    }
  `,
};

export type ButtonVariant = keyof typeof buttonStyles;
