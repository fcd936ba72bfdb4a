import { aiAutomationCards } from '../../content/services.ts';
import { CardGrid } from '../sections/CardGrid.tsx';

/** Smart Processing, Compliance Ready, Cost Reduction. */
export default function AiAutomationCards() {
  return <CardGrid cards={aiAutomationCards} />;
}
