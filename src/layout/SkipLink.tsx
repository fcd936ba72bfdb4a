import { theme } from '../../components/theme/tokens.ts';
import { layoutText } from '../../content/layout-text.ts';

export function SkipLink() {
  return (
    <a
      href="#main"
      css={{
        position: 'absolute',
        left: theme.space.md,
        top: '-4rem',
        zIndex: 100,
        padding: theme.space.sm,
        background: theme.color.bg,
        '&:focus': { top: theme.space.sm },
      }}
    >
      {layoutText.skipLink}
    </a>
  );
}
