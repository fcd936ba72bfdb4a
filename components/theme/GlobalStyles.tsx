import { css, Global } from '@emotion/react';
import { cssVariables, theme } from './tokens.ts';

const styles = css`
  :root {
    ${cssVariables}
    color-scheme: light;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: calc(${theme.layout.headerHeight} + 1rem);
  }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    font-size: 1rem;
    line-height: 1.6;
    color: ${theme.color.text};
    background: ${theme.color.bg};
  }
  h1,
  h2,
  h3,
  h4 {
    line-height: 1.2;
    margin: 0 0 ${theme.space.md};
  }
  p {
    margin: 0 0 ${theme.space.md};
  }
  a {
    color: ${theme.color.primary};
  }
  /* Headings wrapped in their own anchor link (rehype-autolink-headings) read as headings. */
  :is(h2, h3, h4) > a[href^='#'] {
    color: inherit;
    text-decoration: none;
  }
  :is(h2, h3, h4) > a[href^='#']:hover {
    text-decoration: underline;
  }
  img,
  svg {
    max-width: 100%;
  }
  :focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  button {
    font: inherit;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      transition: none !important;
      animation: none !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={styles} />;
}
