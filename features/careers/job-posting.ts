import { positionRoute, type ListedPosition } from '../../content/careers.ts';
import { countries } from '../../content/countries.ts';
import { site } from '../../content/site.ts';

/** schema.org's employment types for the site's position types. */
const EMPLOYMENT_TYPES = { 'Full-time': 'FULL_TIME', 'Part-time': 'PART_TIME', Contract: 'CONTRACTOR' } as const;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const countryName = (iso: string) => {
  const country = countries.find((c) => c.iso === iso);
  if (!country) throw new Error(`No country with the code ${iso}`);
  return country.name;
};

/** The page's text as the HTML JobPosting.description holds: the description, then the requirements as a list. */
export function jobDescriptionHtml(position: Pick<ListedPosition, 'description' | 'requirements'>): string {
  const items = position.requirements.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
  return `<p>${escapeHtml(position.description)}</p><p><strong>Requirements</strong></p><ul>${items}</ul>`;
}

/**
 * schema.org JobPosting for a position's page, with every property Google's job search requires
 * or recommends: a remote role names the countries a candidate may live in (TELECOMMUTE), a hybrid
 * or on-site one its office. directApply: an open position's page holds its application form.
 */
export function jobPostingJsonLd(position: ListedPosition, origin: string) {
  const url = `${origin}${positionRoute(position.slug)}`;
  const where =
    position.workplace === 'remote'
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: position.countries.map((iso) => ({ '@type': 'Country', name: countryName(iso) })),
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: position.city,
              ...(position.region && { addressRegion: position.region }),
              addressCountry: position.countries[0],
            },
          },
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: position.title,
    description: jobDescriptionHtml(position),
    identifier: { '@type': 'PropertyValue', name: site.name, value: position.slug },
    datePosted: position.posted,
    validThrough: position.validThrough,
    employmentType: EMPLOYMENT_TYPES[position.type],
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: `${origin}/`, logo: `${origin}/favicon.svg` },
    ...where,
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: position.salary.currency,
      value: { '@type': 'QuantitativeValue', minValue: position.salary.min, maxValue: position.salary.max, unitText: 'YEAR' },
    },
    directApply: position.open,
    url,
  };
}
