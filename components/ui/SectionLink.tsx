import type { MouseEvent, ReactNode } from 'react';
import { useGoToSection } from '../../src/lib/use-go-to-section.ts';
import { buttonStyles, type ButtonVariant } from './button-styles.ts';

interface Props {
  /** Id of a section on the home page: services, calculator, contact... */
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
  onNavigate?: () => void;
}

const isModified = (e: MouseEvent) => e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0;

/**
 * A link to a home-page section that works from any route: without JavaScript it is a plain
 * `/#id` link; with it, it goes home if needed and smooth-scrolls there.
 */
export function SectionLink({ to, children, variant, className, onNavigate }: Props) {
  const goTo = useGoToSection();
  return (
    <a
      href={`/#${to}`}
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
