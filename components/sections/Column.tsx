import type { ReactNode } from 'react';

/** One column of <Columns>, for more than one block in it: a heading and a list. */
export function Column({ children }: { children: ReactNode }) {
  return <div>{children}</div>;
}
