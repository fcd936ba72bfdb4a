import type { ReactNode } from 'react';
import { buttonStyles, type ButtonVariant } from './button-styles.ts';

interface Props {
  /** An in-site route. */
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}

/** A link that looks like a button: it navigates, so it is a link, not a button. */
export function ButtonLink({ to, children, variant = 'secondary', className }: Props) {
  return (
    <a href={to} className={className} css={buttonStyles[variant]}>
      {children}
    </a>
  );
}
