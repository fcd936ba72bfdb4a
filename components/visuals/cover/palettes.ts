import type { BlogCategory } from '../../../content/blog-categories.ts';
import { colors } from '../../theme/tokens.ts';

/** The colours of a drawn cover, all from the theme's tokens. */
export interface CoverPalette {
  /** The backdrop, the soft light on it, and a map's dots on it. */
  bg: string;
  glow: string;
  dots: string;
  /** The tiles: their fill, the grey lines that stand for words on them, and their shadow. */
  tile: string;
  line: string;
  shadow: string;
  /** Figures on a tile. */
  ink: string;
  /** Data: the first series, the second, a flagged mark, and a flagged amount. */
  a: string;
  b: string;
  flag: string;
  warm: string;
}

type Accents = Pick<CoverPalette, 'a' | 'b'>;

/** A category's own backdrop, its accents on white tiles and on navy ones, and which tiles it has by default. */
interface Backdrop extends Pick<CoverPalette, 'bg' | 'glow' | 'dots'> {
  light: Accents;
  dark: Accents;
  tiles: 'light' | 'dark';
}

/** White tiles, as the page visuals', and navy ones, as the home console's. */
const tiles = {
  light: {
    tile: colors.bg,
    line: colors.surfaceStrong,
    shadow: colors.heroBg,
    ink: colors.text,
    flag: colors.warning,
    warm: colors.heroAmber,
  },
  dark: {
    tile: colors.heroPanel,
    line: colors.heroLine,
    shadow: colors.heroBg,
    ink: colors.heroText,
    flag: colors.heroAmber,
    warm: colors.heroAmber,
  },
} as const;

const onNavy = { sky: { a: colors.heroSky, b: colors.heroMint }, mint: { a: colors.heroMint, b: colors.heroSky } } as const;

/**
 * Each category has its own backdrop, in seven colours no two of which a pixel comparison takes for the
 * same (so covers of different categories never look alike), and its own kind of tiles.
 */
const backdrops: Record<BlogCategory, Backdrop> = {
  Strategy: {
    bg: colors.heroBg,
    glow: colors.heroPanel,
    dots: colors.heroLine,
    tiles: 'dark',
    light: { a: colors.primary, b: colors.accent },
    dark: onNavy.sky,
  },
  'Case Study': {
    bg: colors.accent,
    glow: colors.heroMint,
    dots: colors.heroMint,
    tiles: 'light',
    light: { a: colors.accent, b: colors.primary },
    dark: onNavy.mint,
  },
  Trends: {
    bg: colors.primary,
    glow: colors.heroSky,
    dots: colors.heroSky,
    tiles: 'light',
    light: { a: colors.primary, b: colors.accent },
    dark: onNavy.sky,
  },
  Guide: {
    bg: colors.primarySoft,
    glow: colors.bg,
    dots: colors.primary,
    tiles: 'light',
    light: { a: colors.primary, b: colors.accent },
    dark: onNavy.sky,
  },
  Analysis: {
    bg: colors.heroAmber,
    glow: colors.bg,
    dots: colors.warning,
    tiles: 'light',
    light: { a: colors.primary, b: colors.heroBg },
    dark: onNavy.sky,
  },
  Management: {
    bg: colors.heroSky,
    glow: colors.bg,
    dots: colors.primary,
    tiles: 'light',
    light: { a: colors.accent, b: colors.primary },
    dark: onNavy.mint,
  },
  Legal: {
    bg: colors.warningSoft,
    glow: colors.bg,
    dots: colors.warning,
    tiles: 'light',
    light: { a: colors.accent, b: colors.primary },
    dark: onNavy.mint,
  },
};

/**
 * A category's palette: its backdrop with its own tiles, or, `inverted`, with the other kind (white for
 * navy), so two posts of one category and motif can still look apart.
 */
export function coverPalette(category: BlogCategory, inverted: boolean): CoverPalette {
  const { bg, glow, dots, ...backdrop } = backdrops[category];
  const kind = (backdrop.tiles === 'light') === inverted ? 'dark' : 'light';
  return { bg, glow, dots, ...tiles[kind], ...backdrop[kind] };
}
