import { layoutText } from '../../content/layout-text.ts';
import { footerColumns } from '../../content/navigation.ts';
import { site } from '../../content/site.ts';
import { theme } from '../../components/theme/tokens.ts';
import { Brand } from './Brand.tsx';

const linkStyle = {
  color: theme.color.heroMuted,
  textDecoration: 'none',
  '&:hover': { color: theme.color.heroText, textDecoration: 'underline' },
};

export function Footer() {
  return (
    <footer css={{ background: theme.color.heroBg, color: theme.color.heroMuted, padding: `${theme.space.xxl} ${theme.space.md}` }}>
      <div
        css={{
          maxWidth: theme.layout.maxWidth,
          margin: '0 auto',
          display: 'grid',
          gap: theme.space.xl,
          gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
        }}
      >
        <div>
          <Brand inverted />
          <p css={{ marginTop: theme.space.sm }}>{site.tagline}</p>
          <a href={site.social.href} css={linkStyle} rel="noopener noreferrer" target="_blank">
            {layoutText.footer.social}
          </a>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 css={{ fontSize: '1rem', color: theme.color.heroText }}>{column.title}</h2>
            <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.sm }}>
              {column.links.map((link) => (
                <li key={link.label}>
                  <a href={link.to} css={linkStyle}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p css={{ maxWidth: theme.layout.maxWidth, margin: `${theme.space.xl} auto 0`, fontSize: '0.875rem' }}>
        {layoutText.footer.copyright}
      </p>
    </footer>
  );
}
