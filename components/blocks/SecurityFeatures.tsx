import { securityFeatures } from '../../content/security.ts';
import { CardGrid } from '../sections/CardGrid.tsx';

/** The Security page's six feature cards. */
export default function SecurityFeatures() {
  return <CardGrid cards={securityFeatures} min="18rem" />;
}
