import type { BlogCategory } from '../../../content/blog.ts';
import { colors } from '../../theme/tokens.ts';

/** The colours of a drawn cover, all from the theme's tokens. */
export interface CoverPalette {
  /** The backdrop and the soft light on it. */
  bg: string;
  glow: string;
  /** A map's dots, on the backdrop. */
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

const light = {
  tile: colors.bg,
  line: colors.surfaceStrong,
  shadow: colors.heroBg,
  ink: colors.text,
  flag: colors.warning,
  warm: colors.heroAmber,
} as const;
const dark = {
  tile: colors.heroPanel,
  line: colors.heroLine,
  shadow: colors.heroBg,
  ink: colors.heroText,
  flag: colors.heroAmber,
  warm: colors.heroAmber,
} as const;

/** Each category has its own backdrop, so covers of different categories never look alike. */
export const coverPalettes: Record<BlogCategory, CoverPalette> = {
  Strategy: { ...dark, bg: colors.heroBg, glow: colors.heroPanel, dots: colors.heroLine, a: colors.heroSky, b: colors.heroMint },
  'Case Study': { ...light, bg: colors.accent, glow: colors.heroMint, dots: colors.heroMint, a: colors.accent, b: colors.primary },
  Trends: { ...light, bg: colors.primary, glow: colors.heroSky, dots: colors.heroSky, a: colors.primary, b: colors.accent },
  Guide: { ...light, bg: colors.primarySoft, glow: colors.bg, dots: colors.primary, a: colors.primary, b: colors.accent },
  Analysis: { ...light, bg: colors.warningSoft, glow: colors.bg, dots: colors.warning, a: colors.primary, b: colors.heroBg },
  Management: { ...light, bg: colors.accentSoft, glow: colors.bg, dots: colors.accent, a: colors.accent, b: colors.primary },
  Legal: { ...dark, bg: colors.surfaceStrong, glow: colors.bg, dots: colors.heroPanel, a: colors.heroMint, b: colors.heroSky },
};
