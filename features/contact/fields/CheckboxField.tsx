import { useId } from 'react';
import { theme } from '../../../components/theme/tokens.ts';

interface Props {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox the browser requires ticked (the call consent). */
export function CheckboxField({ name, label, checked, onChange }: Props) {
  const id = useId();
  return (
    <div css={{ display: 'flex', alignItems: 'flex-start', gap: theme.space.sm }}>
      <input
        id={id}
        name={name}
        type="checkbox"
        required
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        css={{ width: '1.25rem', height: '1.25rem', marginTop: '0.125rem', flexShrink: 0, accentColor: theme.color.primary }}
      />
      <label htmlFor={id} css={{ fontSize: theme.text.sm }}>
        {label}
      </label>
    </div>
  );
}
