import { complianceStandards } from '../../content/compliance.ts';
import { trustStrip } from '../../content/home.ts';
import { claims, site } from '../../content/site.ts';
import { theme } from '../theme/tokens.ts';
import { Icon } from '../ui/IconTile.tsx';
import { SealBadge } from '../visuals/SealBadge.tsx';

const certified = complianceStandards.filter((s) => s.status === 'Certified');

const item = { display: 'flex', alignItems: 'center', gap: theme.space.sm } as const;

/** The band under the home hero: the site's own proof, the companies served, the certifications and the offices. */
export default function ProofStrip() {
  return (
    <section
      aria-label={trustStrip.label}
      css={{ borderBottom: `1px solid ${theme.color.border}`, padding: `${theme.space.lg} ${theme.space.md}` }}
    >
      <ul
        css={{
          listStyle: 'none',
          margin: '0 auto',
          padding: 0,
          maxWidth: theme.layout.maxWidth,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: `${theme.space.md} ${theme.space.xl}`,
        }}
      >
        <li css={item}>
          <strong css={{ fontSize: theme.text.xl, fontWeight: theme.weight.heavy, color: theme.color.primary }}>
            {claims.companiesServed}
          </strong>
          <span>{trustStrip.companies}</span>
        </li>
        {certified.map((standard) => (
          <li key={standard.name}>
            <SealBadge name={standard.name} status={standard.status} />
          </li>
        ))}
        <li css={item}>
          <span css={{ display: 'inline-flex', color: theme.color.primary }}>
            <Icon name="map-pin" size={20} />
          </span>
          <span>
            <strong>{trustStrip.offices}</strong> {site.offices.join(' · ')}
          </span>
        </li>
      </ul>
    </section>
  );
}
