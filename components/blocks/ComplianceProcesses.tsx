import { blockText } from '../../content/block-text.ts';
import { complianceProcesses } from '../../content/compliance.ts';
import { Badge } from '../ui/Badge.tsx';
import { CardGrid } from '../sections/CardGrid.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';

/** The six compliance management processes with how often each runs. */
export default function ComplianceProcesses() {
  return (
    <CardGrid
      cards={complianceProcesses}
      min="17rem"
      meta={(process) => (
        <Badge tone="info">
          <VisuallyHidden>{blockText.compliance.frequency}</VisuallyHidden> {process.frequency}
        </Badge>
      )}
    />
  );
}
