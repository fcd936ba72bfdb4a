import { dataProtectionPoints } from '../../content/security.ts';
import { CheckList } from '../sections/CheckList.tsx';

/** The Security page's data protection standards. */
export default function DataProtectionPoints() {
  return <CheckList items={dataProtectionPoints} />;
}
