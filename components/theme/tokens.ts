/** Design tokens: the one place colours, spacing, radii, breakpoints and fonts are defined. */
export const colors = {
  bg: '#ffffff',
  surface: '#f5f7fb',
  surfaceStrong: '#e8edf6',
  text: '#0f172a',
  textMuted: '#475569',
  border: '#d5dce8',
  primary: '#1d4ed8',
  primaryHover: '#1e40af',
  primaryText: '#ffffff',
  accent: '#047857',
  accentSoft: '#d1fae5',
  danger: '#b91c1c',
  focus: '#ea580c', // ≥ 3:1 against white, the muted surface and the dark hero
  heroBg: '#0b1b3f',
  heroText: '#ffffff',
  heroMuted: '#cbd5e1',
} as const;

export const space = {
  xs: '0.25rem',
  sm: '0.5rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  section: '4.5rem',
} as const;

export const radii = { sm: '0.375rem', md: '0.75rem', lg: '1.25rem', pill: '999px' } as const;

/** Min-widths in px; `mq.md` etc. are the matching media queries. */
export const breakpoints = { xs: 400, sm: 640, md: 768, lg: 1024 } as const;

export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

export const layout = { maxWidth: '72rem', headerHeight: '4rem' } as const;

export const mq = Object.fromEntries(Object.entries(breakpoints).map(([k, v]) => [k, `@media (min-width: ${v}px)`])) as Record<
  keyof typeof breakpoints,
  string
>;

/** `var(--color-primary)` etc.; the Global style in theme/GlobalStyles emits the variables. */
const cssVar = <T extends Record<string, string>>(prefix: string, tokens: T) =>
  Object.fromEntries(Object.keys(tokens).map((k) => [k, `var(--${prefix}-${k})`])) as { [K in keyof T]: string };

export const theme = {
  color: cssVar('color', colors),
  space: cssVar('space', space),
  radius: cssVar('radius', radii),
  font: cssVar('font', fonts),
  layout: cssVar('layout', layout),
  mq,
};

export const cssVariables = [
  ['color', colors],
  ['space', space],
  ['radius', radii],
  ['font', fonts],
  ['layout', layout],
]
  .flatMap(([prefix, tokens]) => Object.entries(tokens as Record<string, string>).map(([k, v]) => `--${prefix as string}-${k}: ${v};`))
  .join('\n');
