import type { ConsoleCopy } from '../../content/schemas/lists.ts';
import { theme } from '../theme/tokens.ts';
import { Icon } from '../ui/IconTile.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { Bars } from './Bars.tsx';
import { MarkList } from './MarkList.tsx';
import { pulse, scan, withMotion } from './motion.ts';
import { Eyebrow } from './Tile.tsx';

export interface ConsoleFigures {
  employees: number;
  inHouse: string;
  withUs: string;
  /** The PayLean cost as a share of in-house, 0-100: the second bar's length. */
  withUsShare: number;
  savings: string;
  savingsPercent: string;
}

const well = {
  display: 'grid',
  alignContent: 'start',
  gap: theme.space.sm,
  padding: theme.space.md,
  borderRadius: theme.radius.md,
  background: theme.color.heroBg,
} as const;

/**
 * The PayLean console as a client sees it, in HTML: a payroll run being checked by the AI, with the
 * anomalies it holds back, the compliance status, the cost per employee and the savings against
 * running payroll in-house. Real text; the motion (a scan down the checks, a breathing status light,
 * the bars filling) is CSS, off for visitors who ask for less motion.
 */
export function PayrollConsole({ copy, figures }: { copy: ConsoleCopy; figures: ConsoleFigures }) {
  const flagged = copy.checks.filter((c) => c.status === 'flagged').length;
  return (
    <figure
      css={{
        margin: 0,
        color: theme.color.heroText,
        background: theme.color.heroPanel,
        border: `1px solid ${theme.color.heroLine}`,
        borderRadius: theme.radius.lg,
        boxShadow: '0 30px 60px -30px rgba(0, 0, 0, 0.6)',
        overflow: 'hidden',
        fontSize: theme.text.sm,
      }}
    >
      <div
        css={{
          display: 'flex',
          alignItems: 'center',
          gap: theme.space.sm,
          padding: `${theme.space.sm} ${theme.space.md}`,
          borderBottom: `1px solid ${theme.color.heroLine}`,
        }}
      >
        <span aria-hidden="true" css={{ display: 'flex', gap: 6 }}>
          {[theme.color.heroLine, theme.color.heroLine, theme.color.heroLine].map((c, i) => (
            <span key={i} css={{ width: 10, height: 10, borderRadius: theme.radius.pill, background: c }} />
          ))}
        </span>
        <span css={{ fontWeight: theme.weight.bold }}>{copy.product}</span>
        <span
          css={{
            marginLeft: 'auto',
            padding: '0.125rem 0.5rem',
            border: `1px solid ${theme.color.heroLine}`,
            borderRadius: theme.radius.pill,
            color: theme.color.heroAmber,
            fontSize: theme.text.xs,
            fontWeight: theme.weight.semibold,
          }}
        >
          {copy.sampleLabel}
        </span>
      </div>
      <div css={{ display: 'grid', gap: theme.space.md, padding: theme.space.md, [theme.mq.sm]: { padding: theme.space.lg } }}>
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: theme.space.sm }}>
          <div css={{ display: 'grid', gap: 2 }}>
            <Eyebrow tone="dark">{copy.runLabel}</Eyebrow>
            <span css={{ fontSize: theme.text.md, fontWeight: theme.weight.bold }}>
              {copy.runName} · {figures.employees} employees
            </span>
          </div>
          <span
            css={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: theme.space.sm,
              color: theme.color.heroMint,
              fontWeight: theme.weight.semibold,
            }}
          >
            <span
              aria-hidden="true"
              css={{
                width: 8,
                height: 8,
                borderRadius: theme.radius.pill,
                background: theme.color.heroMint,
                [withMotion]: { animation: `${pulse} 1.6s ease-in-out infinite` },
              }}
            />
            {copy.status} · {flagged} flagged
          </span>
        </div>
        <div
          css={{
            position: 'relative',
            overflow: 'hidden',
            '&::after': {
              content: '""',
              position: 'absolute',
              inset: '0 0 auto',
              height: '25%',
              background: 'linear-gradient(to bottom, transparent, rgba(125, 211, 252, 0.12), transparent)',
              pointerEvents: 'none',
              opacity: 0,
              [withMotion]: { opacity: 1, animation: `${scan} 3.2s linear infinite` },
            },
          }}
        >
          <MarkList
            tone="dark"
            ruled
            items={copy.checks.map((c) => ({ label: c.label, detail: c.detail, kind: c.status === 'flagged' ? 'flag' : 'good' }))}
          />
        </div>
        <div css={{ display: 'grid', gap: theme.space.md, [theme.mq.sm]: { gridTemplateColumns: '1fr 1.2fr' } }}>
          <div css={well}>
            <Eyebrow tone="dark">{copy.complianceTitle}</Eyebrow>
            {copy.compliance.map((name) => (
              <span key={name} css={{ display: 'flex', alignItems: 'center', gap: theme.space.sm, fontWeight: theme.weight.semibold }}>
                <span css={{ display: 'inline-flex', color: theme.color.heroMint }}>
                  <Icon name="shield-check" size={18} />
                </span>
                {name}
              </span>
            ))}
          </div>
          <div css={well}>
            <Eyebrow tone="dark">{copy.costTitle}</Eyebrow>
            <Bars
              tone="dark"
              bars={[
                { label: copy.inHouseLabel, value: 100, display: figures.inHouse },
                { label: copy.withUsLabel, value: figures.withUsShare, display: figures.withUs },
              ]}
            />
            <span
              css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: theme.space.xs, paddingTop: theme.space.xs }}
            >
              <span css={{ color: theme.color.heroMuted }}>{copy.savingsLabel}</span>
              <strong css={{ color: theme.color.heroMint, fontVariantNumeric: 'tabular-nums' }}>
                {figures.savings} · {figures.savingsPercent}
              </strong>
            </span>
          </div>
        </div>
        <span
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: `${theme.space.xs} ${theme.space.md}`,
            color: theme.color.heroMuted,
            fontSize: theme.text.xs,
          }}
        >
          {copy.footer.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </span>
      </div>
      <figcaption>
        <VisuallyHidden>{copy.caption}</VisuallyHidden>
      </figcaption>
    </figure>
  );
}
