import { listByKey, statLists, type StatListKey } from '../../content/lists.ts';
import { StatGrid } from '../sections/StatGrid.tsx';

/** The figures of a content list, by its key: `<StatGrid list="about.stats" />`. */
export default function StatGridBlock({ list, tone }: { list: StatListKey; tone?: 'light' | 'dark' }) {
  return <StatGrid stats={listByKey(statLists, list, 'StatGrid')} tone={tone} />;
}
