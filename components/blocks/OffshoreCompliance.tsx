import { offshoreCompliance } from '../../content/compliance.ts';
import { CheckList } from '../sections/CheckList.tsx';

/** Offshore partner vetting or ongoing monitoring, as the `part` prop picks. */
export default function OffshoreCompliance({ part }: { part: keyof typeof offshoreCompliance }) {
  return <CheckList items={offshoreCompliance[part]} />;
}
