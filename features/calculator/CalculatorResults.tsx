import { requestContactPrefill } from '../contact/contact-prefill.ts';
import { proposalEmployees, proposalSearch } from './proposal-link.ts';
import { formatPercent, formatUsd, type SavingsResult } from './savings.ts';
import { theme } from '../../components/theme/tokens.ts';
import { SectionLink } from '../../components/ui/SectionLink.tsx';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden.tsx';

interface Props {
  result: SavingsResult;
  employees: number;
  announcement: string;
}

const DISCLAIMER =
  'All calculations are based on assumptions and estimates. Actual results may vary depending on your specific business requirements and circumstances.';

const row = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: theme.space.sm,
  padding: `${theme.space.sm} 0`,
  borderBottom: `1px solid ${theme.color.border}`,
  '& dd': { margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
} as const;

/** The estimate, the polite screen-reader summary, and the way on to a proposal. */
export function CalculatorResults({ result, employees, announcement }: Props) {
  const lines: [string, number][] = [
    ['Current Annual Cost', result.currentCost],
    ['New Annual Cost', result.newCost],
    ['AI Automation Savings', result.aiSavings],
    ['Offshore Talent Savings', result.offshoreSavings],
  ];
  return (
    <div
      css={{
        display: 'grid',
        gap: theme.space.md,
        alignContent: 'start',
        padding: theme.space.lg,
        background: theme.color.bg,
        border: `1px solid ${theme.color.border}`,
        borderRadius: theme.radius.md,
      }}
    >
      <h3 css={{ fontSize: '1.25rem', margin: 0 }}>Your estimate</h3>
      <dl css={{ margin: 0 }}>
        <div css={{ paddingBottom: theme.space.md, borderBottom: `2px solid ${theme.color.border}` }}>
          <dt css={{ fontWeight: 600 }}>Annual Savings</dt>
          <dd css={{ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: theme.space.md }}>
            <span css={{ fontSize: '2rem', fontWeight: 700, color: theme.color.accent, fontVariantNumeric: 'tabular-nums' }}>
              {formatUsd(result.totalSavings)}
            </span>
            <span css={{ color: theme.color.textMuted, fontWeight: 600 }}>{formatPercent(result.percentReduction)} reduction</span>
          </dd>
        </div>
        {lines.map(([label, amount]) => (
          <div key={label} css={row}>
            <dt>{label}</dt>
            <dd>{formatUsd(amount)}</dd>
          </div>
        ))}
      </dl>
      {/* Out of the flow (absolutely positioned), so it adds no gap to the panel's grid. */}
      <VisuallyHidden>
        <span role="status" aria-live="polite" aria-atomic="true">
          {announcement}
        </span>
      </VisuallyHidden>
      <SectionLink
        to="contact"
        variant="primary"
        search={proposalSearch(employees)}
        onNavigate={() => requestContactPrefill({ employees: proposalEmployees(employees) })}
      >
        Get Custom Proposal
      </SectionLink>
      <p css={{ margin: 0, fontSize: '0.875rem', color: theme.color.textMuted }}>{DISCLAIMER}</p>
    </div>
  );
}
