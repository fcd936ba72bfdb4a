import { layoutText } from '../../content/layout-text.ts';
import { headerLinks } from '../../content/navigation.ts';
import { theme } from '../../components/theme/tokens.ts';
import { SectionLink } from '../../components/ui/SectionLink.tsx';
import { hiddenFromMd, panelLinkStyle, panelStyle, toggleStyle } from './menu-styles.ts';
import { MenuIcon } from './MenuIcon.tsx';

export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The small-screen menu: a native popover, so the toggle works from first paint, before (and
 * without) JavaScript; the browser gives it aria-expanded, Escape and click-outside to close, and
 * puts it next in the tab order. Choosing a link closes it (src/page-script/native-helpers.ts).
 */
export function MobileMenu() {
  return (
    <div css={hiddenFromMd}>
      <button type="button" popoverTarget={MOBILE_MENU_ID} aria-label={layoutText.header.menu} css={toggleStyle}>
        <MenuIcon />
      </button>
      <nav popover="auto" id={MOBILE_MENU_ID} aria-label={layoutText.header.mobileNav} css={panelStyle}>
        {headerLinks.map((link) => (
          <a key={link.label} href={link.to} css={panelLinkStyle}>
            {link.label}
          </a>
        ))}
        <div css={{ padding: theme.space.md, [theme.mq.xs]: { display: 'none' } }}>
          <SectionLink to="contact" variant="primary" css={{ width: '100%' }}>
            {layoutText.header.getStarted}
          </SectionLink>
        </div>
      </nav>
    </div>
  );
}
