import { keyframes } from '@emotion/react';
import { theme } from '../theme/tokens.ts';
import { withMotion } from './motion.ts';

const R = 42;
const CIRCUMFERENCE = 2 * Math.PI * R;

interface Props {
  /** 0-100 */
  value: number;
  /** The figure printed in the middle, e.g. '99.8%'. */
  figure: string;
  label: string;
  caption?: string;
}

/** A percentage as a ring, its figure in the middle, a label and caption beside it. */
export function Ring({ value, figure, label, caption }: Props) {
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: theme.space.md }}>
      <div css={{ position: 'relative', flex: 'none', width: 104, height: 104 }}>
        <svg viewBox="0 0 100 100" width={104} height={104} aria-hidden="true" css={{ transform: 'rotate(-90deg)' }}>
          <circle cx={50} cy={50} r={R} fill="none" stroke={theme.color.surfaceStrong} strokeWidth={10} />
          <circle
            cx={50}
            cy={50}
            r={R}
            fill="none"
            stroke={theme.color.accent}
            strokeWidth={10}
            strokeLinecap="round"
            strokeDasharray={`${(CIRCUMFERENCE * value) / 100} ${CIRCUMFERENCE}`}
            css={{ [withMotion]: { animation: `${keyframes`from { stroke-dasharray: 0 ${CIRCUMFERENCE}; }`} 1.1s ease-out both` } }}
          />
        </svg>
        <span
          css={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            fontSize: theme.text.lg,
            fontWeight: theme.weight.heavy,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {figure}
        </span>
      </div>
      <div css={{ display: 'grid', gap: theme.space.xs }}>
        <span css={{ fontWeight: theme.weight.bold }}>{label}</span>
        {caption && <span css={{ color: theme.color.textMuted, fontSize: theme.text.sm }}>{caption}</span>}
      </div>
    </div>
  );
}
