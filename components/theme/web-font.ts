import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import manrope from '@capsizecss/metrics/manrope';
import manropeBold from '@capsizecss/metrics/manrope/700';
import manropeHeavy from '@capsizecss/metrics/manrope/800';
import roboto from '@capsizecss/metrics/roboto';
import robotoBold from '@capsizecss/metrics/roboto/700';
import manropeUrl from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url';

/** The web font's file (Manrope, variable weight 200-800, latin subset). */
export const webFontUrl = manropeUrl;

/**
 * Liberation Sans is built to Arial's metrics, so Arial's fallback faces take it where Arial is
 * missing (Linux): one face per band serves both, named by the bold weight's local names too.
 */
const withLiberation = (metrics: typeof arial, fullName: string, postscriptName: string) => ({
  ...metrics,
  postscriptName: `${metrics.postscriptName}'), local('${fullName}'), local('${postscriptName}`,
});

/**
 * Each system fallback gets one face per weight band, scaled to Manrope's width at that weight
 * (its bold is wider than its regular, Arial's much less), so headings keep their line breaks too.
 */
const bands = () => [
  { weight: '200 500', font: manrope, fallbacks: [withLiberation(arial, 'Liberation Sans', 'LiberationSans'), roboto] },
  {
    weight: '600 700',
    font: manropeBold,
    fallbacks: [withLiberation(arialBold, 'Liberation Sans Bold', 'LiberationSans-Bold'), robotoBold],
  },
  { weight: '800', font: manropeHeavy, fallbacks: [withLiberation(arialBold, 'Liberation Sans Bold', 'LiberationSans-Bold'), robotoBold] },
];

// Functions rather than module-level values, so a bundle that never renders the font drops the metrics code.
const stacks = () =>
  bands().map(({ weight, font, fallbacks }) =>
    createFontStack([{ ...font, familyName: 'Manrope' }, ...fallbacks], { fontFaceProperties: { fontWeight: weight } }),
  );

/** 'Manrope, "Manrope Fallback: Arial", ..., Arial, ...': what theme/tokens.ts must name, in order. */
export const fontStack = () => stacks()[0]!.fontFamily;

/**
 * The web font's face and the metric-matched local fallbacks, as CSS. `swap`: a first visit asks for the font
 * only after its first paint, and a font that took longer than `fallback`'s short swap period (a busy phone)
 * would never be drawn; a later page reads it from the cache, and the fallback it might show for that
 * moment takes the same room.
 */
export const fontFaceCss = () =>
  [
    `@font-face{font-family:Manrope;font-style:normal;font-display:swap;font-weight:200 800;src:url(${manropeUrl}) format('woff2')}`,
    ...stacks().map((stack) => stack.fontFaces),
  ].join('\n');
