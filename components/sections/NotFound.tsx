import { layoutText } from '../../content/layout-text.ts';
import { Section } from './Section.tsx';

/** Marks the not-found page's heading, so the server that renders a page answers 404 for it. */
export const NOT_FOUND_ATTR = 'data-not-found';

export function NotFound() {
  return (
    <Section>
      <h1 {...{ [NOT_FOUND_ATTR]: '' }}>{layoutText.notFound.title}</h1>
      <p>{layoutText.notFound.text}</p>
      <a href="/">{layoutText.notFound.home}</a>
    </Section>
  );
}
