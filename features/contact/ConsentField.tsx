import { contactFields } from '@shared/contact-fields';
import { useId } from 'react';
import { theme } from '../../components/theme/tokens.ts';

export const CONSENT_TEXT = contactFields.callConsent.label;

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The call-consent checkbox; the browser requires it ticked (spec section 5). */
export function ConsentField({ checked, onChange }: Props) {
  const id = useId();
  return (
    <div css={{ display: 'flex', alignItems: 'flex-start', gap: theme.space.sm }}>
      <input
        id={id}
        name="callConsent"
        type="checkbox"
        required
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        css={{ width: '1.25rem', height: '1.25rem', marginTop: '0.125rem', flexShrink: 0, accentColor: theme.color.primary }}
      />
      <label htmlFor={id} css={{ fontSize: '0.9375rem' }}>
        {CONSENT_TEXT}
      </label>
    </div>
  );
}
