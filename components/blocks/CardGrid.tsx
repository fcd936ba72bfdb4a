import { cardLists, listByKey, type CardListKey } from '../../content/lists.ts';
import { CardGrid } from '../sections/CardGrid.tsx';

/** Cards of a content list, by its key: `<CardGrid list="about.values" min="14rem" />`. */
export default function CardGridBlock({ list, min }: { list: CardListKey; min?: string }) {
  return <CardGrid cards={listByKey(cardLists, list, 'CardGrid')} min={min} />;
}
