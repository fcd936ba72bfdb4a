/** Design tokens: the one place colours, spacing, radii, breakpoints, fonts and the type scale are defined. */
export const colors = {
  bg: '#ffffff',
  surface: '#f5f7fb',
  surfaceStrong: '#e8edf6',
  text: '#0f172a',
  textMuted: '#475569',
  border: '#d5dce8',
  primary: '#1d4ed8',
  primaryHover: '#1e40af',
  primarySoft: '#dbe6fe',
  primaryText: '#ffffff',
  accent: '#047857',
  accentSoft: '#d1fae5',
  warning: '#92400e',
  warningSoft: '#fef3c7',
  danger: '#b91c1c',
  focus: '#ea580c', // ≥ 3:1 against white, the muted surface and the dark hero
  heroBg: '#0b1b3f',
  heroText: '#ffffff',
  heroMuted: '#cbd5e1',
  /** A raised panel on the dark hero (the console), and its hairlines. */
  heroPanel: '#13285a',
  heroLine: '#2a4075',
  /** Figures and marks on the dark hero: sky for data, mint for 'passed', amber for 'flagged'. */
  heroSky: '#7dd3fc',
  heroMint: '#6ee7b7',
  heroAmber: '#fcd34d',
} as const;

type ColorName = keyof typeof colors;

/**
 * Every text (or mark) colour the components put on a background, with the WCAG contrast it needs:
 * 'text' 4.5:1, 'large' (24 px, or 19 px bold) and 'ui' (icons, focus rings, bars) 3:1.
 * tests/unit/contrast.test.ts checks each; a new pairing in a component belongs here.
 */
export const colorPairs: [ColorName, ColorName, 'text' | 'large' | 'ui'][] = [
  ['text', 'bg', 'text'],
  ['text', 'surface', 'text'],
  ['text', 'surfaceStrong', 'text'],
  ['text', 'accentSoft', 'text'],
  ['textMuted', 'bg', 'text'],
  ['textMuted', 'surface', 'text'],
  ['primary', 'bg', 'text'],
  ['primary', 'surface', 'text'],
  ['primary', 'surfaceStrong', 'text'],
  ['primary', 'primarySoft', 'ui'],
  ['primaryText', 'primary', 'text'],
  ['primaryText', 'primaryHover', 'text'],
  ['surfaceStrong', 'primaryHover', 'text'],
  ['heroBg', 'bg', 'text'],
  ['heroBg', 'surfaceStrong', 'text'],
  ['accent', 'bg', 'text'],
  ['accent', 'accentSoft', 'text'],
  ['primaryText', 'accent', 'text'],
  ['warning', 'warningSoft', 'text'],
  ['danger', 'bg', 'text'],
  ['heroText', 'heroBg', 'text'],
  ['heroMuted', 'heroBg', 'text'],
  ['heroSky', 'heroBg', 'text'],
  ['heroMint', 'heroBg', 'text'],
  ['heroText', 'heroPanel', 'text'],
  ['heroMuted', 'heroPanel', 'text'],
  ['heroMint', 'heroPanel', 'text'],
  ['heroAmber', 'heroPanel', 'text'],
  ['heroSky', 'heroLine', 'ui'],
  ['heroMint', 'heroLine', 'ui'],
  ['focus', 'bg', 'ui'],
  ['focus', 'surface', 'ui'],
  ['focus', 'heroBg', 'ui'],
  ['accent', 'surfaceStrong', 'ui'],
];

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

/**
 * Manrope, self-hosted (components/theme/WebFont.tsx), then a local face metric-matched to it for each
 * common system sans-serif, so the swap to the web font moves nothing. WebFont.tsx builds those faces
 * with capsize; tests/unit/web-font.test.ts holds this list to them. Text starts in `fallback`, and
 * is set in `body` once the page script has the web font (see WEB_FONT_CLASS).
 */
const fallback = '"Manrope Fallback: Arial", "Manrope Fallback: Roboto", Arial, Roboto, sans-serif';
export const fonts = {
  body: `Manrope, ${fallback}`,
  fallback,
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

/**
 * The type scale: every font size on the site is one of these. Sizes up to xl are fixed; the
 * heading and figure sizes grow with the viewport between a phone and a desktop.
 */
export const text = {
  /** 13 px: badges, fine print. */
  xs: '0.8125rem',
  /** 14 px: meta lines, captions, small labels. */
  sm: '0.875rem',
  /** 16 px: body text. */
  base: '1rem',
  /** 18 px: lead paragraphs, hero copy. */
  md: '1.125rem',
  /** 20 px: card titles, h3. */
  lg: '1.25rem',
  /** 24 px: feature titles. */
  xl: '1.5rem',
  /** h2: 26 → 34 px. */
  xxl: 'clamp(1.625rem, 1.3rem + 1.2vw, 2.125rem)',
  /** h1: 34 → 56 px. */
  display: 'clamp(2.125rem, 1.5rem + 2.8vw, 3.5rem)',
  /** Big figures in stat rows: 28 → 40 px. */
  stat: 'clamp(1.75rem, 1.4rem + 1.6vw, 2.5rem)',
} as const;

export const weights = { regular: '400', medium: '500', semibold: '600', bold: '700', heavy: '800' } as const;
export const leading = { tight: '1.1', heading: '1.2', snug: '1.4', body: '1.6' } as const;
export const tracking = { tight: '-0.02em', normal: '0', caps: '0.08em' } as const;

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
  text: cssVar('text', text),
  weight: cssVar('weight', weights),
  leading: cssVar('leading', leading),
  tracking: cssVar('tracking', tracking),
  layout: cssVar('layout', layout),
  mq,
};

export const cssVariables = [
  ['color', colors],
  ['space', space],
  ['radius', radii],
  ['font', fonts],
  ['text', text],
  ['weight', weights],
  ['leading', leading],
  ['tracking', tracking],
  ['layout', layout],
]
  .flatMap(([prefix, tokens]) => Object.entries(tokens as Record<string, string>).map(([k, v]) => `--${prefix as string}-${k}: ${v};`))
  .join('\n');
