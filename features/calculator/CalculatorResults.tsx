import { estimateCopy } from '../../content/calculator-copy.ts';
import { requestContactPrefill } from '../contact/contact-prefill.ts';
import { proposalEmployees, proposalSearch } from './proposal-link.ts';
import { formatPercent, formatUsd, type SavingsResult } from './savings.ts';
import { theme } from '../../components/theme/tokens.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden.tsx';

interface Props {
  result: SavingsResult;
  employees: number;
  announcement: string;
}

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
    [estimateCopy.currentCost, result.currentCost],
    [estimateCopy.newCost, result.newCost],
    [estimateCopy.aiSavings, result.aiSavings],
    [estimateCopy.offshoreSavings, result.offshoreSavings],
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
      <h3 css={{ fontSize: theme.text.lg, margin: 0 }}>{estimateCopy.title}</h3>
      <dl css={{ margin: 0 }}>
        <div css={{ paddingBottom: theme.space.md, borderBottom: `2px solid ${theme.color.border}` }}>
          <dt css={{ fontWeight: 600 }}>{estimateCopy.annualSavings}</dt>
          <dd css={{ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: theme.space.md }}>
            <span css={{ fontSize: theme.text.stat, fontWeight: 700, color: theme.color.accent, fontVariantNumeric: 'tabular-nums' }}>
              {formatUsd(result.totalSavings)}
            </span>
            <span css={{ color: theme.color.textMuted, fontWeight: 600 }}>
              {estimateCopy.reduction(formatPercent(result.percentReduction))}
            </span>
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
      {/* A plain link before hydration (the form reads ?employees=); here the form on this page is filled in place. */}
      <a
        href={`/${proposalSearch(employees)}#contact`}
        css={buttonStyles.primary}
        onClick={(event) => {
          const contact = document.getElementById('contact');
          if (!contact || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          requestContactPrefill({ employees: proposalEmployees(employees) });
          contact.scrollIntoView();
          // Keyboard users carry on from the form's section.
          if (!contact.hasAttribute('tabindex')) contact.setAttribute('tabindex', '-1');
          contact.focus({ preventScroll: true });
        }}
      >
        {estimateCopy.proposal}
      </a>
      <p css={{ margin: 0, fontSize: theme.text.sm, color: theme.color.textMuted }}>{estimateCopy.disclaimer}</p>
    </div>
  );
}
