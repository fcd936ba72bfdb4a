import { careerBenefits } from '../../content/careers.ts';
import { CardGrid } from '../sections/CardGrid.tsx';

/** The Careers page's four benefit cards. */
export default function CareerBenefits() {
  return <CardGrid cards={careerBenefits} min="14rem" />;
}
