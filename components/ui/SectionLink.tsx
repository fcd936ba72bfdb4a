import type { ReactNode } from 'react';
import { buttonStyles, type ButtonVariant } from './button-styles.ts';

interface Props {
  /** Id of a section on the home page: services, calculator, contact... */
  to: string;
  /** A query for the home page (e.g. '?employees=25'). */
  search?: string;
  /** The link's words; `label` gives them as text (a page's <SectionLink label="Get Started" />). */
  children?: ReactNode;
  label?: string;
  variant?: ButtonVariant;
  className?: string;
}

/**
 * A link to a home-page section from any route: a plain `/#id` (or `/?query#id`) link. The
 * browser goes home if needed and scrolls there, smoothly unless the visitor asks for reduced
 * motion (components/theme/GlobalStyles.tsx), with or without JavaScript.
 */
export function SectionLink({ to, search = '', children, label, variant, className }: Props) {
  return (
    <a href={`/${search}#${to}`} className={className} css={variant ? buttonStyles[variant] : undefined}>
      {children ?? label}
    </a>
  );
}
