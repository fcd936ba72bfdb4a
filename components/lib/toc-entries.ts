import { Children, isValidElement, type ReactNode } from 'react';

export interface TocEntry {
  id: string;
  text: string;
}

type HeadingProps = { id?: string; children?: ReactNode };

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** The `## headings` among MDX children, with the ids rehype-slug gave them. */
export function tocEntries(children: ReactNode): TocEntry[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<HeadingProps>(child) || child.type !== 'h2' || !child.props.id) return [];
    return [{ id: child.props.id, text: textOf(child.props.children) }];
  });
}
