import type { ReactNode } from 'react';
import { buttonStyles, type ButtonVariant } from './button-styles.ts';

interface Props {
  /** Id of a section on the home page: services, calculator, contact... */
  to: string;
  /** 'this': the section of that id on the page the link is on (a landing page's own contact form), not the home page's. */
  page?: 'home' | 'this';
  /** A query for the home page (e.g. '?employees=25'). */
  search?: string;
  /** The link's words; `label` gives them as text (a page's <SectionLink label="Get Started" />). */
  children?: ReactNode;
  label?: string;
  variant?: ButtonVariant;
  className?: string;
}

/**
 * A link to a home-page section from any route: a plain `/#id` (or `/?query#id`) link, or `#id` to a section of
 * its own page. The browser goes home if needed and scrolls there, smoothly unless the visitor asks for reduced
 * motion (components/theme/GlobalStyles.tsx), with or without JavaScript.
 */
export function SectionLink({ to, page = 'home', search = '', children, label, variant, className }: Props) {
  return (
    <a href={page === 'this' ? `#${to}` : `/${search}#${to}`} className={className} css={variant ? buttonStyles[variant] : undefined}>
      {children ?? label}
    </a>
  );
}
