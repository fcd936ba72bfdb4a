import { certifications } from '../../content/security.ts';
import { CardGrid } from '../sections/CardGrid.tsx';

const cards = certifications.map((c) => ({ icon: 'award' as const, title: c.name, description: c.description }));

/** SOC 2 Type II, ISO 27001, GDPR, CCPA. */
export default function Certifications() {
  return <CardGrid cards={cards} min="14rem" />;
}
