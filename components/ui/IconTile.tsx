import type { IconKey } from '../../content/icons.ts';
import { theme } from '../theme/tokens.ts';
import { inlineIconId } from './icon-symbols.ts';
import spriteUrl from './icons.svg?no-inline';

interface IconProps {
  name: IconKey;
  size?: number;
  className?: string;
}

/**
 * Where an icon's symbol is: the prerender copies the symbols a page uses into the page, so the
 * prerender and the hydration point there; icons first drawn after a client-side navigation use
 * the sprite file.
 */
const symbolHref = (name: IconKey) =>
  typeof document === 'undefined' || document.getElementById(inlineIconId(name)) ? `#${inlineIconId(name)}` : `${spriteUrl}#${name}`;

/**
 * A decorative icon from the SVG sprite (generated from lucide-react, see icon-sprite.ts): no
 * icon code in any bundle. It takes the text colour; its stroke and fill are the symbol's own
 * presentation attributes, so they are not repeated on every use.
 * (Icon and IconTile share this file so pages with icons load one small chunk, not two.)
 */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg aria-hidden="true" width={size} height={size} className={className}>
      <use href={symbolHref(name)} />
    </svg>
  );
}

/** A content icon (by its key in content/icons.ts) on a tinted square; decorative. */
export function IconTile({ name, size = 24 }: { name: IconKey; size?: number }) {
  return (
    <span
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 'none',
        width: size * 2,
        height: size * 2,
        borderRadius: theme.radius.md,
        background: theme.color.surfaceStrong,
        color: theme.color.primary,
      }}
    >
      <Icon name={name} size={size} />
    </span>
  );
}
