import type { ReactNode } from 'react';
import { theme } from '../theme/tokens.ts';

interface Props {
  /** What the table compares, read first by screen readers: "PayLean and an in-house payroll team". */
  caption: string;
  /** The heading of the first column of values (ours). */
  us: string;
  /** The heading of the second column of values (the alternative). */
  them: string;
  /** Its rows: `<ComparisonRow>` blocks. */
  children?: ReactNode;
}

const cell = {
  padding: `${theme.space.sm} ${theme.space.md}`,
  borderBottom: `1px solid ${theme.color.border}`,
  textAlign: 'left',
} as const;

/** A comparison the writer fills, row by row: `<ComparisonTable caption="…" us="PayLean" them="In-house"><ComparisonRow … /></ComparisonTable>`. */
export default function ComparisonTable({ caption, us, them, children }: Props) {
  return (
    <div css={{ overflowX: 'auto', margin: `${theme.space.lg} 0` }}>
      <table css={{ width: '100%', borderCollapse: 'collapse', '& th, & td': cell }}>
        <caption css={{ textAlign: 'left', fontWeight: theme.weight.semibold, paddingBottom: theme.space.sm }}>{caption}</caption>
        <thead>
          <tr css={{ background: theme.color.surface }}>
            <td />
            <th scope="col">{us}</th>
            <th scope="col">{them}</th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
