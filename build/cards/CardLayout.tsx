import type { CSSProperties } from 'react';
import type { CoverScene } from '../../components/visuals/cover/scene.ts';
import { colors } from '../../components/theme/tokens.ts';
import { AI_SAVINGS_PERCENT, OFFSHORE_SAVINGS_PERCENT } from '../../content/savings.ts';
import { site } from '../../content/site.ts';
import { cardType, titleSize } from './card-type.ts';
import type { CardText } from './card-input.ts';
import { CoverArtwork } from './CoverArtwork.tsx';

/** The brand mark (public/favicon.svg), drawn by satori as an image. */
const MARK =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1d4ed8"/><path d="M10 24V8h7a5 5 0 0 1 0 10h-3v6z" fill="#fff"/><path d="M14 12v2h3a1 1 0 0 0 0-2z" fill="#1d4ed8"/></svg>',
  );

/** A post's cover as the card draws it: its drawing, or the writer's picture as a data URL (16:9). */
export type CardCoverImage = { scene: CoverScene } | { src: string };

/** How wide a post's cover is drawn on its card, beside the headline. */
export const CARD_COVER_WIDTH = 496;

const row: CSSProperties = { display: 'flex', alignItems: 'center' };

function Cover({ cover }: { cover: CardCoverImage }) {
  const height = (CARD_COVER_WIDTH * 9) / 16;
  return (
    <div style={{ display: 'flex', borderRadius: 20, overflow: 'hidden', border: `2px solid ${colors.heroLine}` }}>
      {'scene' in cover ? (
        <CoverArtwork scene={cover.scene} width={CARD_COVER_WIDTH} />
      ) : (
        <img src={cover.src} width={CARD_COVER_WIDTH} height={height} style={{ objectFit: 'cover' }} alt="" />
      )}
    </div>
  );
}

type Props = Omit<CardText, 'cover'> & { cover?: CardCoverImage };

/**
 * A social card, 1200 × 630, in the site's colours and type: the brand, a kicker (a post's
 * category or the page's section), the headline, and a post's author or the site's tagline; a post's
 * card shows its cover beside the headline. The strip along the bottom is the site's savings split
 * (AI automation, offshore talent, the rest). satori lays it out with flexbox only.
 */
export function CardLayout({ title, kicker, author, domain, cover }: Props) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        background: colors.heroBg,
        color: colors.heroText,
        fontFamily: 'Manrope',
      }}
    >
      <div
        style={{
          display: 'flex',
          flexGrow: 1,
          gap: 56,
          padding: `${cardType.padding.top}px ${cardType.padding.x}px ${cardType.padding.bottom}px`,
        }}
      >
        <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, flexBasis: 0 }}>
          <div style={{ ...row, gap: 18 }}>
            <img src={MARK} width={56} height={56} alt="" />
            <span style={{ fontSize: 38, fontWeight: 800, letterSpacing: '-0.02em' }}>{site.name}</span>
          </div>
          <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, gap: cardType.gap }}>
            {kicker && (
              <span
                style={{
                  fontSize: cardType.kicker,
                  fontWeight: 700,
                  color: colors.heroSky,
                  letterSpacing: '0.08em',
                  textTransform: 'uppercase',
                }}
              >
                {kicker}
              </span>
            )}
            <span
              style={{
                display: 'block',
                fontSize: titleSize(title, !!cover),
                fontWeight: 800,
                lineHeight: 1.1,
                letterSpacing: '-0.02em',
                maxWidth: 1000,
                lineClamp: cover ? 4 : 3,
              }}
            >
              {title}
            </span>
          </div>
          <div style={{ ...row, justifyContent: 'space-between', fontSize: 26, color: colors.heroMuted }}>
            {author ? (
              <span style={{ ...row, flexWrap: 'wrap', columnGap: 12 }}>
                <span style={{ fontWeight: 700, color: colors.heroText }}>{author.name}</span>
                <span>{author.role}</span>
              </span>
            ) : (
              <span>{site.tagline}</span>
            )}
            {domain && !cover && <span>{domain}</span>}
          </div>
        </div>
        {cover && (
          <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', alignItems: 'flex-end', gap: 24 }}>
            <div style={{ display: 'flex', flexGrow: 1, alignItems: 'center' }}>
              <Cover cover={cover} />
            </div>
            {domain && <span style={{ fontSize: 26, color: colors.heroMuted }}>{domain}</span>}
          </div>
        )}
      </div>
      <div style={{ display: 'flex', height: cardType.strip }}>
        <div style={{ width: `${AI_SAVINGS_PERCENT}%`, background: colors.heroSky }} />
        <div style={{ width: `${OFFSHORE_SAVINGS_PERCENT}%`, background: colors.heroMint }} />
        <div style={{ flexGrow: 1, background: colors.primary }} />
      </div>
    </div>
  );
}
