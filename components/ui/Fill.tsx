import { Fragment, type ReactNode } from 'react';
import { splitPlaceholders } from '../../content/placeholders.ts';

interface Props {
  /** A template of content/words: 'Salary range: {salary}'. */
  text: string;
  /** What each placeholder shows: a text, a link, a date. A name it lacks stays as written. */
  values: Readonly<Record<string, ReactNode>>;
}

/** A template with its placeholders as nodes, each its own child, as if the sentence were written in JSX. */
export function Fill({ text, values }: Props) {
  return splitPlaceholders(text).map((part, i) =>
    i % 2 === 0 ? part || null : <Fragment key={i}>{Object.hasOwn(values, part) ? values[part] : `{${part}}`}</Fragment>,
  );
}
