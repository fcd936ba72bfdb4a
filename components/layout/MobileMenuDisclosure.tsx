import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { sectionLinks } from '../../content/navigation.ts';
import { theme } from '../../src/theme/tokens.ts';
import { SectionLink } from '../ui/SectionLink.tsx';
import { panelLinkStyle, panelStyle, toggleStyle } from './menu-styles.ts';
import { MenuIcon } from './MenuIcon.tsx';

/** Mounted by the first tap on the toggle, so it starts open with focus on its button. */
export default function MobileMenuDisclosure() {
  return (
    <Disclosure defaultOpen>
      {({ open, close }) => (
        <>
          <DisclosureButton autoFocus aria-label={open ? 'Close menu' : 'Open menu'} css={toggleStyle}>
            <MenuIcon open={open} />
          </DisclosureButton>
          <DisclosurePanel as="nav" aria-label="Mobile" css={panelStyle}>
            {sectionLinks.map((link) => (
              <SectionLink key={link.id} to={link.id} css={panelLinkStyle} onNavigate={close}>
                {link.label}
              </SectionLink>
            ))}
            <div css={{ padding: theme.space.md, [theme.mq.xs]: { display: 'none' } }}>
              <SectionLink to="contact" variant="primary" css={{ width: '100%' }} onNavigate={close}>
                Get Started
              </SectionLink>
            </div>
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
