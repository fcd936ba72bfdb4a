import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { ChevronDown } from 'lucide-react';
import { useEffect } from 'react';
import type { Faq } from '../../content/faq.ts';
import { theme } from '../../src/theme/tokens.ts';

interface Props {
  id: string;
  faq: Faq;
  /** The one open item of the whole accordion, or null. */
  openId: string | null;
  onToggle: (id: string, willOpen: boolean) => void;
}

type Close = (focus?: HTMLElement) => void;

/** Closes this item when another one becomes the open item. */
function CloseWhenOther({ open, isCurrent, close }: { open: boolean; isCurrent: boolean; close: Close }) {
  useEffect(() => {
    // Pass the focused element so headlessui leaves focus where the visitor is (by default it
    // would move focus to this item's button).
    if (open && !isCurrent) close(document.activeElement instanceof HTMLElement ? document.activeElement : document.body);
  }, [open, isCurrent, close]);
  return null;
}

const isToggleKey = (key: string) => key === 'Enter' || key === ' ';

/**
 * One question: a real <button> (inside a heading, as the WAI-ARIA accordion pattern has it) with
 * aria-expanded/aria-controls, and its answer. Closed answers stay in the HTML, hidden, so the
 * prerendered page carries every answer (unmount={false}).
 */
export function FaqItem({ id, faq, openId, onToggle }: Props) {
  return (
    <Disclosure as="li" css={{ borderBottom: `1px solid ${theme.color.border}` }}>
      {({ open, close }) => (
        <>
          <CloseWhenOther open={open} isCurrent={openId === id} close={close} />
          <h4 css={{ margin: 0, fontSize: '1rem' }}>
            {/* These run before headlessui's own handlers, which toggle on click and on Enter/Space. */}
            <DisclosureButton
              onClick={() => onToggle(id, !open)}
              onKeyDown={(event) => isToggleKey(event.key) && onToggle(id, !open)}
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
            </DisclosureButton>
          </h4>
          <DisclosurePanel unmount={false} css={{ padding: `0 ${theme.space.xs} ${theme.space.md}`, color: theme.color.textMuted }}>
            <p css={{ margin: 0 }}>{faq.answer}</p>
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
