import { checkLists, listByKey, type CheckListKey } from '../../content/lists.ts';
import { CheckList } from '../sections/CheckList.tsx';

/** A checked list of a content file, by its key: `<CheckList list="compliance.data-rights" />`. */
export default function CheckListBlock({ list }: { list: CheckListKey }) {
  return <CheckList items={listByKey(checkLists, list, 'CheckList')} />;
}
