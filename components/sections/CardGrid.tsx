import type { ReactNode } from 'react';
import type { IconKey } from '../../content/icons.ts';
import { theme } from '../theme/tokens.ts';
import { cardStyle, gridStyle } from '../ui/card-styles.ts';
import { IconTile } from '../ui/IconTile.tsx';

export interface CardItem {
  icon?: IconKey;
  title: string;
  description: string;
}

interface Props<T extends CardItem> {
  cards: readonly T[];
  /** Narrowest a card may get; the grid fits as many columns as the width allows. */
  min?: string;
  /** Shown between a card's title and its description: a badge, a frequency. */
  meta?: (card: T) => ReactNode;
  /** Shown under a card's description: a list, a button. */
  footer?: (card: T) => ReactNode;
  /** More styles of the grid, from a `css` prop. */
  className?: string;
}

/** The icon + title + description cards of every page; titles are h3 under the section's h2. */
export function CardGrid<T extends CardItem>({ cards, min = '15rem', meta, footer, className }: Props<T>) {
  return (
    <ul css={gridStyle(min)} className={className}>
      {cards.map((card) => (
        <li key={card.title} css={cardStyle}>
          {card.icon && <IconTile name={card.icon} />}
          <h3 css={{ fontSize: theme.text.lg }}>{card.title}</h3>
          {meta?.(card)}
          <p>{card.description}</p>
          {footer && <div css={{ marginTop: 'auto', paddingTop: '0.5rem' }}>{footer(card)}</div>}
        </li>
      ))}
    </ul>
  );
}
