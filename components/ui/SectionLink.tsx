import type { MouseEvent, ReactNode } from 'react';
import { useGoToSection } from './use-go-to-section.ts';
import { buttonStyles, type ButtonVariant } from './button-styles.ts';

interface Props {
  /** Id of a section on the home page: services, calculator, contact... */
  to: string;
  /** A query for the home page (e.g. '?employees=25'), kept in the link for use before hydration. */
  search?: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
  onNavigate?: () => void;
}

const isModified = (e: MouseEvent) => e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0;

/**
 * A link to a home-page section that works from any route: before hydration or without
 * JavaScript it is a plain `/#id` (or `/?query#id`) link; with it, it goes home if needed and
 * smooth-scrolls there.
 */
export function SectionLink({ to, search = '', children, variant, className, onNavigate }: Props) {
  const goTo = useGoToSection();
  return (
    <a
      href={`/${search}#${to}`}
      className={className}
      css={variant ? buttonStyles[variant] : undefined}
      onClick={(event) => {
        if (isModified(event)) return;
        event.preventDefault();
        onNavigate?.();
        goTo(to);
      }}
    >
      {children}
    </a>
  );
}
