import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { Menu, X } from 'lucide-react';
import { sectionLinks } from '../../content/navigation.ts';
import { theme } from '../../src/theme/tokens.ts';
import { SectionLink } from '../ui/SectionLink.tsx';

const panelLink = {
  display: 'block',
  padding: `${theme.space.md} ${theme.space.lg}`,
  color: theme.color.text,
  fontWeight: 500,
  textDecoration: 'none',
  borderTop: `1px solid ${theme.color.border}`,
};

/** The small-screen menu: the section links, plus Get Started where the header hides it. */
export function MobileMenu() {
  return (
    <Disclosure as="div" css={{ [theme.mq.md]: { display: 'none' } }}>
      {({ open, close }) => (
        <>
          <DisclosureButton
            aria-label={open ? 'Close menu' : 'Open menu'}
            css={{
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: '2.75rem',
              height: '2.75rem',
              border: `1px solid ${theme.color.border}`,
              borderRadius: theme.radius.sm,
              background: theme.color.bg,
              color: theme.color.text,
              cursor: 'pointer',
            }}
          >
            {open ? <X aria-hidden size={22} /> : <Menu aria-hidden size={22} />}
          </DisclosureButton>
          <DisclosurePanel
            as="nav"
            aria-label="Mobile"
            css={{
              position: 'absolute',
              top: theme.layout.headerHeight,
              left: 0,
              right: 0,
              background: theme.color.bg,
              borderBottom: `1px solid ${theme.color.border}`,
              boxShadow: '0 12px 24px rgba(15, 23, 42, 0.12)',
            }}
          >
            {sectionLinks.map((link) => (
              <SectionLink key={link.id} to={link.id} css={panelLink} onNavigate={close}>
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
