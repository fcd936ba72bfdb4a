import { siteUrl } from '../../src/lib/env.ts';
import { organizationJsonLd } from '../../src/lib/structured-data.ts';
import { JsonLd } from '../sections/JsonLd.tsx';

/** schema.org Organization for the home page. */
export default function OrganizationJsonLd() {
  return <JsonLd data={organizationJsonLd(siteUrl)} />;
}
