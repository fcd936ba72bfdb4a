import { dataRights } from '../../content/compliance.ts';
import { CheckList } from '../sections/CheckList.tsx';

/** The seven data protection rights. */
export default function DataRights() {
  return <CheckList items={dataRights} />;
}
