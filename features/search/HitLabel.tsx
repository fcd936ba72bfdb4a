import type { SearchHit } from './pagefind.ts';
import { Excerpt } from './Excerpt.tsx';
import { resultTitle } from './result-styles.ts';

/** A hit's text: "Page › Section" and the excerpt with the matched words marked. */
export function HitLabel({ hit }: { hit: SearchHit }) {
  return (
    <>
      <span css={resultTitle}>{hit.section ? `${hit.title} › ${hit.section}` : hit.title}</span>
      <Excerpt parts={hit.excerpt} />
    </>
  );
}
