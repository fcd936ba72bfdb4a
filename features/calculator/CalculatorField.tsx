import { useId } from 'react';
import type { CalculatorFieldCopy } from '../../content/calculator-copy.ts';
import { theme } from '../../components/theme/tokens.ts';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden.tsx';
import type { FieldState } from './use-calculator-state.ts';

interface Props {
  name: string;
  config: CalculatorFieldCopy;
  state: FieldState;
  onChange: (raw: string) => void;
}

const adornment = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  color: theme.color.textMuted,
  pointerEvents: 'none',
} as const;

/** One labelled numeric input; says so beside it when its text is not used as typed. */
export function CalculatorField({ name, config, state, onChange }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const { label, unit, prefix, suffix } = config;
  return (
    <div css={{ display: 'grid', gap: theme.space.xs }}>
      <label htmlFor={id} css={{ fontWeight: 600 }}>
        {label}
        {unit && <VisuallyHidden> {unit}</VisuallyHidden>}
      </label>
      <div css={{ position: 'relative' }}>
        {prefix && (
          <span aria-hidden="true" css={{ ...adornment, left: '0.875rem' }}>
            {prefix}
          </span>
        )}
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={state.raw}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={state.hint ? hintId : undefined}
          css={{
            width: '100%',
            minHeight: '2.75rem',
            padding: `0.5rem ${suffix ? '3rem' : '0.875rem'} 0.5rem ${prefix ? '1.75rem' : '0.875rem'}`,
            font: 'inherit',
            fontSize: theme.text.base,
            color: theme.color.text,
            background: theme.color.bg,
            border: `1px solid ${state.hint ? theme.color.danger : theme.color.border}`,
            borderRadius: theme.radius.sm,
          }}
        />
        {suffix && (
          <span aria-hidden="true" css={{ ...adornment, right: '0.875rem', fontSize: theme.text.sm }}>
            {suffix}
          </span>
        )}
      </div>
      {state.hint && (
        <p id={hintId} css={{ margin: 0, fontSize: theme.text.sm, color: theme.color.danger }}>
          {state.hint}
        </p>
      )}
    </div>
  );
}
