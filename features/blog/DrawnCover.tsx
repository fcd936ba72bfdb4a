import { SOCIAL_CARD } from '../../components/head/social-card.ts';
import { theme } from '../../components/theme/tokens.ts';
import { cardType, titleSize } from '../../content/card-type.ts';
import { AI_SAVINGS_PERCENT, OFFSHORE_SAVINGS_PERCENT } from '../../content/savings.ts';

interface Props {
  title: string;
  kicker: string;
  /** Its box's aspect ratio ('16 / 9' on cards); the social card's own by default. */
  crop?: string;
  className?: string;
}

/** A length of the social card, scaled to the cover's width (the cover is its own size container). */
const scaled = (px: number) => `${+((px / SOCIAL_CARD.width) * 100).toFixed(3)}cqw`;

/**
 * A post's cover when it has no picture of its own: its category and title on the brand's navy, in the
 * social card's type, drawn as text. It is painted with the page's first paint, asks for no file, and stays
 * sharp at any width. It repeats the title printed beside it, so screen readers and the site search skip it.
 */
export function DrawnCover({ title, kicker, crop = `${SOCIAL_CARD.width} / ${SOCIAL_CARD.height}`, className }: Props) {
  const { padding } = cardType;
  return (
    <div
      aria-hidden="true"
      data-pagefind-ignore="all"
      className={className}
      css={{
        containerType: 'inline-size',
        aspectRatio: crop,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        background: theme.color.heroBg,
        color: theme.color.heroText,
      }}
    >
      <div
        css={{
          flex: 1,
          minHeight: 0,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: scaled(cardType.gap),
          padding: `${scaled(padding.bottom)} ${scaled(padding.x)}`,
        }}
      >
        <span
          css={{
            fontSize: scaled(cardType.kicker),
            fontWeight: 700,
            lineHeight: 1.2,
            letterSpacing: '0.08em',
            textTransform: 'uppercase',
            color: theme.color.heroSky,
          }}
        >
          {kicker}
        </span>
        <span
          css={{
            fontSize: scaled(titleSize(title)),
            fontWeight: 800,
            lineHeight: 1.1,
            letterSpacing: '-0.02em',
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: 3,
            overflow: 'hidden',
          }}
        >
          {title}
        </span>
      </div>
      <div css={{ display: 'flex', flex: 'none', height: scaled(cardType.strip) }}>
        <span css={{ width: `${AI_SAVINGS_PERCENT}%`, background: theme.color.heroSky }} />
        <span css={{ width: `${OFFSHORE_SAVINGS_PERCENT}%`, background: theme.color.heroMint }} />
        <span css={{ flex: 1, background: theme.color.primary }} />
      </div>
    </div>
  );
}
