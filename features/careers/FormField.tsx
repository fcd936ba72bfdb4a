import type { ReactNode } from 'react';
import { fieldStyle, labelStyle, requiredMark } from '../../components/ui/form-styles.ts';

/** A label over its input, starred when the field is required. */
export function FormField({
  label,
  htmlFor,
  required,
  children,
}: {
  label: string;
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div css={fieldStyle}>
      <label htmlFor={htmlFor} css={labelStyle}>
        {label}
        {required && (
          <span aria-hidden="true" css={requiredMark}>
            *
          </span>
        )}
      </label>
      {children}
    </div>
  );
}
