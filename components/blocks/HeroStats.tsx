import { heroStats } from '../../content/home.ts';
import { StatGrid } from '../sections/StatGrid.tsx';

/** The home hero's three stats. */
export default function HeroStats() {
  return <StatGrid stats={heroStats} tone="dark" />;
}
