import { DEFAULT_COUNTRY, findCountry } from '../../content/countries.ts';
import { theme } from '../../src/theme/tokens.ts';
import { buttonStyles } from '../ui/button-styles.ts';
import { cardStyle } from '../ui/card-styles.ts';
import { ConsentField } from './ConsentField.tsx';
import { Honeypot } from './Honeypot.tsx';
import { PhoneField } from './PhoneField.tsx';
import { pairStyle } from './styles.ts';
import { TextField } from './TextField.tsx';
import { useContactForm } from './use-contact-form.ts';

export const SUBMIT_LABEL = 'Schedule Free Consultation';
export const MESSAGE_LABEL = 'Tell us about your payroll challenges';

/**
 * The contact form (spec section 2), id="contact-form" for the links that scroll to it.
 * noValidate: the app runs the spec's checks first, with its toasts, and only then asks the
 * browser to report its own constraints (see useContactForm); with the browser first, an email
 * without '@' could never reach the spec's 'Invalid email address'.
 */
export function ContactFormBody({ onReach }: { onReach: () => void }) {
  const { formRef, form, setField, busy, onSubmit, prepare } = useContactForm();
  const country = findCountry(form.countryCode) ?? findCountry(DEFAULT_COUNTRY)!;

  return (
    <form
      ref={formRef}
      id="contact-form"
      noValidate
      aria-label="Contact form"
      onSubmit={(event) => {
        onReach();
        onSubmit(event);
      }}
      onFocus={() => {
        onReach();
        prepare();
      }}
      css={[
        cardStyle,
        // relative: the honeypot is positioned off screen against it.
        { position: 'relative', gap: theme.space.md, scrollMarginTop: `calc(${theme.layout.headerHeight} + ${theme.space.md})` },
      ]}
    >
      <div css={pairStyle}>
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          appRequired
          value={form.firstName}
          onChange={(v) => setField('firstName', v)}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          required
          value={form.lastName}
          onChange={(v) => setField('lastName', v)}
        />
      </div>
      <TextField
        label="Work email"
        name="email"
        type="email"
        autoComplete="email"
        appRequired
        value={form.email}
        onChange={(v) => setField('email', v)}
      />
      <PhoneField
        country={country}
        phone={form.phone}
        onCountryChange={(value) => setField('countryCode', value)}
        onPhoneChange={(value) => setField('phone', value)}
      />
      <div css={pairStyle}>
        <TextField
          label="Company name"
          name="company"
          autoComplete="organization"
          required
          value={form.company}
          onChange={(v) => setField('company', v)}
        />
        <TextField
          label="Number of employees"
          name="employees"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          value={form.employees}
          onChange={(v) => setField('employees', v)}
        />
      </div>
      <TextField
        label={MESSAGE_LABEL}
        name="message"
        multiline
        required
        value={form.message}
        onChange={(v) => setField('message', v)}
      />
      <Honeypot />
      <ConsentField checked={form.callConsent} onChange={(checked) => setField('callConsent', checked)} />
      <button type="submit" disabled={busy} css={[buttonStyles.primary, { alignSelf: 'flex-start' }]}>
        {busy ? 'Sending...' : SUBMIT_LABEL}
      </button>
    </form>
  );
}
