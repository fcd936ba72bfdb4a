import { readFile } from 'node:fs/promises';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import sharp from 'sharp';
import { SOCIAL_CARD } from '../../components/head/social-card.ts';
import { coverScene } from '../../components/visuals/cover/scene.ts';
import { cardFonts } from './card-fonts.ts';
import type { CardCover, CardText } from './card-input.ts';
import { CARD_COVER_WIDTH, CardLayout, type CardCoverImage } from './CardLayout.tsx';

let fonts: Promise<Font[]> | undefined;

/** The writer's picture cropped to 16:9 at twice the card's cover width, as a PNG data URL satori can draw. */
async function pictureData(file: string): Promise<string> {
  const png = await sharp(await readFile(file))
    .rotate()
    .resize(CARD_COVER_WIDTH * 2, (CARD_COVER_WIDTH * 2 * 9) / 16, { fit: 'cover' })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const coverImage = async (cover: CardCover): Promise<CardCoverImage> =>
  'art' in cover ? { scene: coverScene(cover.art) } : { src: await pictureData(cover.file) };

/** The card as SVG (satori: flexbox layout, text drawn as paths in Manrope). */
export async function cardSvg({ cover, ...input }: CardText): Promise<string> {
  fonts ??= cardFonts();
  return satori(<CardLayout {...input} {...(cover && { cover: await coverImage(cover) })} />, { ...SOCIAL_CARD, fonts: await fonts });
}

const png = (svg: string) => new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();

/** The card as a 1200 × 630 PNG (resvg). */
export async function drawCard(input: CardText): Promise<Buffer> {
  return png(await cardSvg(input));
}
