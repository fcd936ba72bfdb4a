import { consoleCopy } from '../../../content/console.ts';
import { heroVisual } from '../../../components/visuals/hero-visual.ts';
import { PayrollConsole } from '../../../components/visuals/PayrollConsole.tsx';
import { calculateSavings, DEFAULTS, formatUsd } from '../savings.ts';

/**
 * The home hero's console. Its sample payroll is the calculator's default one, priced with the
 * calculator's own arithmetic, so the hero and the calculator below it show the same savings.
 */
export default heroVisual(function HeroConsole() {
  const { employees } = DEFAULTS;
  const result = calculateSavings(DEFAULTS);
  return (
    <PayrollConsole
      copy={consoleCopy}
      figures={{
        employees,
        inHouse: formatUsd(result.currentCost / employees),
        withUs: formatUsd(result.newCost / employees),
        withUsShare: (result.newCost / result.currentCost) * 100,
        savings: formatUsd(result.totalSavings),
        savingsPercent: `${Math.round(result.percentReduction)}%`,
      }}
    />
  );
});
