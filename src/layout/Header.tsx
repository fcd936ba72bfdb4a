import { layoutText } from '../../content/layout-text.ts';
import { headerLinks } from '../../content/navigation.ts';
import { theme } from '../../components/theme/tokens.ts';
import { SectionLink } from '../../components/ui/SectionLink.tsx';
import { Brand } from './Brand.tsx';
import { MobileMenu } from './MobileMenu.tsx';

const navLink = {
  color: theme.color.text,
  fontWeight: 500,
  textDecoration: 'none',
  padding: `${theme.space.sm} ${theme.space.xs}`,
  '&:hover': { color: theme.color.primary },
};

export function Header() {
  return (
    <header
      css={{
        position: 'fixed',
        inset: '0 0 auto 0',
        zIndex: 50,
        height: theme.layout.headerHeight,
        background: 'rgba(255, 255, 255, 0.97)',
        borderBottom: `1px solid ${theme.color.border}`,
      }}
    >
      <div
        css={{
          maxWidth: theme.layout.maxWidth,
          height: '100%',
          margin: '0 auto',
          padding: `0 ${theme.space.md}`,
          display: 'flex',
          alignItems: 'center',
          gap: theme.space.lg,
        }}
      >
        <Brand />
        <nav aria-label={layoutText.header.nav} css={{ display: 'none', [theme.mq.md]: { display: 'flex', gap: theme.space.lg } }}>
          {headerLinks.map((link) => (
            <a key={link.label} href={link.to} css={navLink}>
              {link.label}
            </a>
          ))}
        </nav>
        <div css={{ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: theme.space.sm }}>
          {/* Without JavaScript a link to /search; with it, it opens the search dialog (src/page-script/search-opener.ts). */}
          <a href="/search" data-search-link css={navLink}>
            {layoutText.header.search}
          </a>
          <SectionLink to="contact" variant="primary" css={{ display: 'none', [theme.mq.xs]: { display: 'inline-flex' } }}>
            {layoutText.header.getStarted}
          </SectionLink>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
