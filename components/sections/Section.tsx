import type { ReactNode } from 'react';
import { theme } from '../theme/tokens.ts';

interface Props {
  id?: string;
  children: ReactNode;
  tone?: 'plain' | 'muted';
  narrow?: boolean;
}

/** A full-width band with centred content: the building block of every page. */
export function Section({ id, children, tone = 'plain', narrow = false }: Props) {
  return (
    <section
      id={id}
      css={{
        padding: `${theme.space.section} ${theme.space.md}`,
        background: tone === 'muted' ? theme.color.surface : undefined,
      }}
    >
      <div css={{ maxWidth: narrow ? '48rem' : theme.layout.maxWidth, margin: '0 auto' }}>{children}</div>
    </section>
  );
}
