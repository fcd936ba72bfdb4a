import { securityPractices } from '../../content/security.ts';
import { CardGrid } from '../sections/CardGrid.tsx';

/** Training, backup and recovery, third-party risk. */
export default function SecurityPractices() {
  return <CardGrid cards={securityPractices} min="16rem" />;
}
