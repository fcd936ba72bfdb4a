import { companyValues } from '../../content/about.ts';
import { CardGrid } from '../sections/CardGrid.tsx';

/** Innovation First, People-Centered, Excellence Driven. */
export default function CompanyValues() {
  return <CardGrid cards={companyValues} />;
}
