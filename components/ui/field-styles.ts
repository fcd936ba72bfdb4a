import { css } from '@emotion/react';
import { theme } from '../theme/tokens.ts';

export const fieldStyle = css`
  display: grid;
  gap: ${theme.space.xs};
  min-width: 0;
`;

export const labelStyle = css`
  font-weight: 600;
`;

/** The star beside the labels of the fields the app itself requires (first name, email, phone). */
export const requiredMark = css`
  color: ${theme.color.danger};
  margin-left: 0.125rem;
`;

export const inputStyle = css`
  width: 100%;
  min-height: 2.75rem;
  padding: 0.5rem 0.875rem;
  font: inherit;
  font-size: ${theme.text.base};
  color: ${theme.color.text};
  background: ${theme.color.bg};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  &::placeholder {
    color: ${theme.color.textMuted};
  }
`;

/** Two fields side by side from the small breakpoint up. */
export const pairStyle = css`
  display: grid;
  gap: ${theme.space.md};
  ${theme.mq.sm} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** The country dropdown and its chevron: shared by the light placeholder and the real combobox. */
export const selectWrapStyle = css`
  position: relative;
`;

export const selectInputStyle = css`
  ${inputStyle};
  padding-right: 2.5rem;
  text-overflow: ellipsis;
  cursor: pointer;
`;

export const chevronStyle = css`
  position: absolute;
  top: 0;
  right: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 100%;
  padding: 0;
  color: ${theme.color.textMuted};
  background: none;
  border: 0;
  cursor: pointer;
`;
