import { createElement as h, type ReactNode } from 'react';

/** How a block shows in the editor's page: a muted line or list of what it draws on the site. */
const MUTED = { color: '#475569', fontSize: 14, margin: 0 };

export const textPreview = (text: string): ReactNode => h('p', { style: MUTED }, text);

/** The first items of a list as the site names them: a card's title, a figure with its label, a checked line. */
export function listPreview(items: readonly (string | { title?: string; label?: string; value?: string })[]): ReactNode {
  const name = (item: (typeof items)[number]) =>
    typeof item === 'string' ? item : [item.value, item.title ?? item.label].filter(Boolean).join(' ');
  return h(
    'ul',
    { style: { ...MUTED, paddingLeft: 18 } },
    items.slice(0, 6).map((item, i) => h('li', { key: i }, name(item))),
    items.length > 6 ? h('li', { key: 'more' }, `and ${items.length - 6} more`) : null,
  );
}

/** A button as the page draws it: its words, and where it goes. */
export const buttonPreview = (words: string, target: string): ReactNode =>
  h('p', { style: MUTED }, h('strong', { style: { color: '#1d4ed8' } }, words || '(no words yet)'), ` → ${target}`);
