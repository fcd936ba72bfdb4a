import { site } from '../../content/site.ts';
import { theme } from '../../components/theme/tokens.ts';

export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <a
      href="/"
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.space.sm,
        fontSize: '1.25rem',
        fontWeight: 800,
        letterSpacing: '-0.02em',
        textDecoration: 'none',
        color: inverted ? theme.color.heroText : theme.color.text,
      }}
    >
      {/* Low priority: the mark is never a page's largest paint, and must not be fetched before the picture that is. */}
      <img src="/favicon.svg" alt="" width={28} height={28} fetchPriority="low" />
      {site.name}
    </a>
  );
}
