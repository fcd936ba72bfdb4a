import { securityMetrics } from '../../content/security.ts';
import { theme } from '../theme/tokens.ts';
import { StatGrid } from '../sections/StatGrid.tsx';

/** The metrics panel: uptime SLA, monitoring, incident response, breaches. */
export default function SecurityMetrics() {
  return (
    <div
      css={{
        marginTop: theme.space.xl,
        padding: `${theme.space.lg} ${theme.space.xl} ${theme.space.xl}`,
        background: theme.color.heroBg,
        borderRadius: theme.radius.lg,
      }}
    >
      <StatGrid stats={securityMetrics} tone="dark" />
    </div>
  );
}
