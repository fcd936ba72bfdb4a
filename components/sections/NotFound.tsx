import { Section } from './Section.tsx';

/** Marks the not-found page's heading, so the server that renders a page answers 404 for it. */
export const NOT_FOUND_ATTR = 'data-not-found';

export function NotFound() {
  return (
    <Section>
      <h1 {...{ [NOT_FOUND_ATTR]: '' }}>Oops! Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <a href="/">Return to home</a>
    </Section>
  );
}
