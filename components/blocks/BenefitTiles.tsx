import { benefitTiles } from '../../content/home.ts';
import { CardGrid } from '../sections/CardGrid.tsx';

/** The home page's four benefit tiles. */
export default function BenefitTiles() {
  return <CardGrid cards={benefitTiles} min="14rem" />;
}
