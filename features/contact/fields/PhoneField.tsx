import { contactFields } from '@shared/forms/contact/contact-fields';
import { useId, type ClipboardEvent } from 'react';
import type { Country } from '../../../content/countries.ts';
import { pastePhone, phonePlaceholder, phoneValue } from './phone-input.ts';
import { CountrySelect } from './CountrySelect.tsx';
import { fieldStyle, inputStyle, labelStyle, pairStyle, requiredMark } from '../../../components/ui/form-styles.ts';

interface Props {
  country: Country;
  phone: string;
  onCountryChange: (value: string) => void;
  onPhoneChange: (phone: string) => void;
}

/**
 * Country code and phone number side by side. The number keeps digits only, its maxlength is the
 * selected country's exact digit count and its placeholder '{n} digits'; choosing another country
 * updates both. A number already typed is kept as is when the country
 * changes: the length check on submit says what is wrong rather than digits vanishing.
 */
export function PhoneField({ country, phone, onCountryChange, onPhoneChange }: Props) {
  const countryId = useId();
  const phoneId = useId();

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    onPhoneChange(
      pastePhone({
        value: input.value,
        selectionStart: input.selectionStart,
        selectionEnd: input.selectionEnd,
        pasted: event.clipboardData.getData('text'),
        dialCode: country.dialCode,
        maxDigits: country.digits,
      }),
    );
  };

  return (
    <div css={pairStyle}>
      <div css={fieldStyle}>
        <label htmlFor={countryId} css={labelStyle}>
          {contactFields.countryCode.label}
        </label>
        <CountrySelect id={countryId} country={country} onChange={onCountryChange} />
        {/* What a plain form post sends: the combobox's own input has no name. */}
        <input type="hidden" name="countryCode" value={country.value} />
      </div>
      <div css={fieldStyle}>
        <label htmlFor={phoneId} css={labelStyle}>
          {contactFields.phone.label}
          <span aria-hidden="true" css={requiredMark}>
            *
          </span>
        </label>
        <input
          id={phoneId}
          name="phone"
          // The early-input script keeps it digits only from first paint (typed or inserted at once).
          data-digits-only=""
          type="tel"
          inputMode="numeric"
          autoComplete={contactFields.phone.autoComplete}
          required
          // The browser checks the country's digit count before the app runs (and without it).
          minLength={country.digits}
          maxLength={country.digits}
          placeholder={phonePlaceholder(country.digits)}
          value={phone}
          onChange={(event) => onPhoneChange(phoneValue(event.target.value, Math.max(country.digits, phone.length)))}
          onPaste={paste}
          css={inputStyle}
        />
      </div>
    </div>
  );
}
