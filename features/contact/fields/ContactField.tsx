import { contactFields, type ContactFieldName } from '@shared/forms/contact/contact-fields';
import { DEFAULT_COUNTRY, findCountry } from '../../../content/countries.ts';
import { CheckboxField } from './CheckboxField.tsx';
import type { ContactFormValues } from '../contact-payload.ts';
import { isTextKey, textField } from './form-rows.ts';
import { PhoneField } from './PhoneField.tsx';
import { TextField } from './TextField.tsx';
import type { ContactFormState } from '../use-contact-form.ts';

interface Props {
  name: ContactFieldName;
  form: ContactFormValues;
  setField: ContactFormState['setField'];
}

/** One field of the contact form, drawn as its definition's input says. */
export function ContactField({ name, form, setField }: Props) {
  if (isTextKey(name)) return <TextField {...textField(name)} value={form[name]} onChange={(value) => setField(name, value)} />;
  switch (contactFields[name].input) {
    case 'tel':
      return (
        <PhoneField
          country={findCountry(form.countryCode) ?? findCountry(DEFAULT_COUNTRY)!}
          phone={form.phone}
          onCountryChange={(value) => setField('countryCode', value)}
          onPhoneChange={(value) => setField('phone', value)}
        />
      );
    case 'checkbox':
      return (
        <CheckboxField
          name={name}
          label={contactFields[name].label}
          checked={form[name] === true}
          onChange={(checked) => setField(name, checked)}
        />
      );
    default:
      return null; // the country code: PhoneField draws it beside the number
  }
}
