import type { ButtonVariant } from './button-styles.ts';
import { SiteContact } from './SiteContact.tsx';

interface Props {
  kind: 'email' | 'phone';
  /** Before the email or number: 'Call'. */
  prefix?: string;
  variant?: ButtonVariant;
}

/** The site's email or phone as a button among a page's actions: `<ContactButton kind="phone" prefix="Call" />`. */
export function ContactButton({ kind, prefix, variant = 'primary' }: Props) {
  return <SiteContact kind={kind} prefix={prefix} variant={variant} />;
}
