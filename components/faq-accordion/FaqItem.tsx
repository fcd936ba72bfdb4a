import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import type { Faq } from '../../content/faq.ts';
import { faqAnchor } from '../../src/lib/faq-anchor.ts';
import { theme } from '../../src/theme/tokens.ts';

interface Props {
  faq: Faq;
  open: boolean;
  onToggle: () => void;
}

/**
 * One question: a real <button> inside a heading with aria-expanded/aria-controls, over its
 * answer, as the WAI-ARIA accordion pattern has it. Closed answers stay in the HTML, hidden, so
 * the prerendered page carries every answer. A native button already toggles on click, Enter
 * and Space and keeps focus, which is all an item needs; Headless UI's Disclosure cost 10 KB and
 * most of the FAQ's hydration time for the same behaviour.
 */
export function FaqItem({ faq, open, onToggle }: Props) {
  const panelId = useId();
  return (
    <li css={{ borderBottom: `1px solid ${theme.color.border}` }}>
      <h4 id={faqAnchor(faq.question)} css={{ margin: 0, fontSize: '1rem', scrollMarginTop: theme.layout.headerHeight }}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          css={{
            display: 'flex',
            width: '100%',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: theme.space.md,
            minHeight: '3rem',
            padding: `${theme.space.md} ${theme.space.xs}`,
            border: 0,
            background: 'none',
            color: theme.color.text,
            fontWeight: 600,
            textAlign: 'left',
            cursor: 'pointer',
            '&:hover': { color: theme.color.primary },
          }}
        >
          {faq.question}
          <ChevronDown
            aria-hidden="true"
            size={20}
            css={{ flexShrink: 0, transition: 'transform 0.15s', transform: open ? 'rotate(180deg)' : undefined }}
          />
        </button>
      </h4>
      <div id={panelId} hidden={!open} css={{ padding: `0 ${theme.space.xs} ${theme.space.md}`, color: theme.color.textMuted }}>
        <p css={{ margin: 0 }}>{faq.answer}</p>
      </div>
    </li>
  );
}
