import type { Faq } from '../../content/faq.ts';
import { faqAnchor } from './faq-anchor.ts';
import { theme } from '../../components/theme/tokens.ts';
import { Icon } from '../../components/ui/IconTile.tsx';

/** The accordion's group name: browsers keep one <details name="faq"> open at a time. */
export const FAQ_GROUP = 'faq';

const summaryStyle = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.md,
  minHeight: '3rem',
  padding: `${theme.space.md} ${theme.space.xs}`,
  color: theme.color.text,
  fontWeight: 600,
  cursor: 'pointer',
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  '&:hover': { color: theme.color.primary },
  '& > svg': { flexShrink: 0, transition: 'transform 0.15s' },
  '[open] > & > svg': { transform: 'rotate(180deg)' },
} as const;

/**
 * One question: a native <details>/<summary> disclosure. It works from first paint, before and
 * without JavaScript (no tap is lost while the page hydrates); the browser gives it keyboard
 * (Enter, Space), focus and the expanded state for screen readers, and `name` keeps one answer
 * open across the accordion. Closed answers stay in the HTML (and find-in-page opens them).
 */
export function FaqItem({ faq }: { faq: Faq }) {
  return (
    <li css={{ borderBottom: `1px solid ${theme.color.border}` }}>
      <details name={FAQ_GROUP}>
        <summary css={summaryStyle}>
          {/* A heading with an id: search results link to it, and the page outline lists it. */}
          <h4 id={faqAnchor(faq.question)} css={{ margin: 0, font: 'inherit', scrollMarginTop: theme.layout.headerHeight }}>
            {faq.question}
          </h4>
          <Icon name="chevron-down" size={20} />
        </summary>
        <div css={{ padding: `0 ${theme.space.xs} ${theme.space.md}`, color: theme.color.textMuted }}>
          <p css={{ margin: 0 }}>{faq.answer}</p>
        </div>
      </details>
    </li>
  );
}
