import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonStyles, type ButtonVariant } from './button-styles.ts';

interface Props {
  /** An in-site route; the app scrolls to the top of the new page. */
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}

/** A router link that looks like a button: it navigates, so it is a link, not a button. */
export function ButtonLink({ to, children, variant = 'secondary', className }: Props) {
  return (
    <Link to={to} className={className} css={buttonStyles[variant]}>
      {children}
    </Link>
  );
}
