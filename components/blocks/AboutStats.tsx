import { aboutStats } from '../../content/about.ts';
import { StatGrid } from '../sections/StatGrid.tsx';

/** The About page's four stats. */
export default function AboutStats() {
  return <StatGrid stats={aboutStats} />;
}
