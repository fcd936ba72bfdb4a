import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { fieldStyle, inputStyle, labelStyle, requiredMark } from '../../../components/ui/field-styles.ts';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** One of the fields the app's own checks cover first: starred. */
  appRequired?: boolean;
  /** A <textarea> instead of an <input>. */
  multiline?: boolean;
};

/** A labelled text input (or textarea). */
export function TextField({ label, value, onChange, appRequired, multiline, ...input }: Props) {
  const id = useId();
  const shared = {
    id,
    value,
    css: inputStyle,
  };
  return (
    <div css={fieldStyle}>
      <label htmlFor={id} css={labelStyle}>
        {label}
        {appRequired && (
          <span aria-hidden="true" css={requiredMark}>
            *
          </span>
        )}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          name={input.name}
          required={input.required}
          rows={5}
          maxLength={5000}
          onChange={(event) => onChange(event.target.value)}
          css={[inputStyle, { resize: 'vertical', minHeight: '7.5rem' }]}
        />
      ) : (
        <input {...input} {...shared} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
}
