import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import { SOCIAL_CARD } from '../../components/head/social-card.ts';
import { cardFonts } from './card-fonts.ts';
import type { CardText } from './card-input.ts';
import { CardLayout } from './CardLayout.tsx';

let fonts: Promise<Font[]> | undefined;

/** The card as SVG (satori: flexbox layout, text drawn as paths in Manrope). */
export async function cardSvg(input: CardText): Promise<string> {
  fonts ??= cardFonts();
  return satori(<CardLayout {...input} />, { ...SOCIAL_CARD, fonts: await fonts });
}

/** The card as a 1200 × 630 PNG (resvg). */
export async function drawCard(input: CardText): Promise<Buffer> {
  const svg = await cardSvg(input);
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
}
