import type { ReactNode } from 'react';
import { blockText } from '../../content/block-text.ts';
import { site } from '../../content/site.ts';
import { theme } from '../theme/tokens.ts';
import { cardStyle } from '../ui/card-styles.ts';
import { Icon } from '../ui/IconTile.tsx';
import { SectionLink } from '../ui/SectionLink.tsx';

function Row({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt css={{ display: 'flex', alignItems: 'center', gap: theme.space.sm, fontWeight: 700 }}>
        <span css={{ display: 'inline-flex', color: theme.color.primary }}>{icon}</span>
        {term}
      </dt>
      <dd css={{ margin: '0.25rem 0 0 2rem' }}>{children}</dd>
    </div>
  );
}

/** The contact section's info card: email, phone, offices, and a button down to the form. */
export default function ContactInfo() {
  return (
    <div css={[cardStyle, { gap: theme.space.lg }]}>
      <h3 css={{ fontSize: theme.text.lg }}>{blockText.contactInfo.heading}</h3>
      <dl css={{ display: 'grid', gap: theme.space.lg, margin: 0 }}>
        <Row icon={<Icon name="mail" size={22} />} term={blockText.contactInfo.email}>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </Row>
        <Row icon={<Icon name="phone" size={22} />} term={blockText.contactInfo.phone}>
          <a href={site.phoneHref}>{site.phone}</a>
        </Row>
        <Row icon={<Icon name="map-pin" size={22} />} term={blockText.contactInfo.offices}>
          <ul css={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {site.offices.map((office) => (
              <li key={office}>{office}</li>
            ))}
          </ul>
        </Row>
      </dl>
      <p>{blockText.contactInfo.response}</p>
      <SectionLink to="contact-form" variant="primary">
        {blockText.contactInfo.action}
      </SectionLink>
    </div>
  );
}
