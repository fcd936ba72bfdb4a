import { css, Global } from '@emotion/react';
import { cssVariables, theme } from './tokens.ts';
import { WEB_FONT_CLASS, WEB_FONT_PART } from './web-font-class.ts';
import { WebFont } from './WebFont.tsx';

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
  @media (prefers-reduced-motion: no-preference) {
    html {
      scroll-behavior: smooth;
    }
  }
  body {
    margin: 0;
    font-family: ${theme.font.fallback};
    font-size: ${theme.text.base};
    line-height: ${theme.leading.body};
    color: ${theme.color.text};
    background: ${theme.color.bg};
    -webkit-font-smoothing: antialiased;
  }
  /* The web font once the page script has it (see WEB_FONT_CLASS and WEB_FONT_PART); without scripting, from the start. */
  .${WEB_FONT_CLASS} body,
  [${WEB_FONT_PART}] {
    font-family: ${theme.font.body};
  }
  @media (scripting: none) {
    body {
      font-family: ${theme.font.body};
    }
  }
  h1,
  h2,
  h3,
  h4 {
    line-height: ${theme.leading.heading};
    margin: 0 0 ${theme.space.md};
    font-weight: ${theme.weight.bold};
    text-wrap: balance;
  }
  h1 {
    font-size: ${theme.text.display};
    font-weight: ${theme.weight.heavy};
    letter-spacing: ${theme.tracking.tight};
    line-height: ${theme.leading.tight};
  }
  h2 {
    font-size: ${theme.text.xxl};
    letter-spacing: ${theme.tracking.tight};
  }
  h3 {
    font-size: ${theme.text.lg};
  }
  h4 {
    font-size: ${theme.text.md};
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

/** The web font is head markup the server writes; the browser build leaves it (and its metrics code) out. */
const withWebFont = import.meta.env.SSR || import.meta.env.DEV;

export function GlobalStyles() {
  return (
    <>
      {withWebFont && <WebFont />}
      <Global styles={styles} />
    </>
  );
}
