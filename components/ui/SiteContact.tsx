import type { ReactNode } from 'react';
import { site } from '../../content/site.ts';
import { buttonStyles, type ButtonVariant } from './button-styles.ts';

interface Props {
  kind: 'email' | 'phone' | 'address';
  /** Shown before the value, e.g. 'Call'. */
  prefix?: ReactNode;
  /** Renders the link as a button. */
  variant?: ButtonVariant;
}

/**
 * The site's email (mailto: link), phone (tel: link) or postal address, from content/site.ts, so
 * prose never repeats them. site.ts is in the start bundle already (header and footer use it).
 */
export function SiteContact({ kind, prefix, variant }: Props) {
  if (kind === 'address') return <span>{site.postalAddress}</span>;
  const href = kind === 'email' ? `mailto:${site.email}` : site.phoneHref;
  return (
    <a href={href} css={variant ? buttonStyles[variant] : undefined}>
      {prefix && <>{prefix} </>}
      {kind === 'email' ? site.email : site.phone}
    </a>
  );
}
