import { blockText } from '../../content/block-text.ts';
import { complianceStandards } from '../../content/compliance.ts';
import { Badge } from '../ui/Badge.tsx';
import { CardGrid } from '../sections/CardGrid.tsx';
import { CheckList } from '../sections/CheckList.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';

const cards = complianceStandards.map((s) => ({ ...s, title: s.name }));

/** The five standards with their status: Certified (green), Compliant and Ready (secondary). */
export default function ComplianceStandards() {
  return (
    <CardGrid
      cards={cards}
      min="17rem"
      meta={(card) => (
        <Badge tone={card.status === 'Certified' ? 'success' : 'neutral'}>
          <VisuallyHidden>{blockText.compliance.status}</VisuallyHidden> {card.status}
        </Badge>
      )}
      footer={(card) => <CheckList items={card.details} />}
    />
  );
}
