import { contactFields, type ContactFieldName } from '@shared/forms/contact/contact-fields';
import { contactFormAction } from './send/request.ts';
import { theme } from '../../components/theme/tokens.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { cardStyle } from '../../components/ui/card-styles.ts';
import { ContactField } from './fields/ContactField.tsx';
import { Honeypot } from '../../components/ui/Honeypot.tsx';
import { TurnstileWidget } from '../../components/turnstile/TurnstileWidget.tsx';
import { AttributionInputs } from '../../components/ui/AttributionInputs.tsx';
import { ATTRIBUTION_FIELDS } from '@shared/forms/attribution-fields';
import { pairStyle } from '../../components/ui/form-styles.ts';
import { formRows } from './fields/form-rows.ts';
import { useContactForm } from './use-contact-form.ts';
import { contactFormText } from '../../content/contact-messages.ts';

/**
 * The contact form, id="contact-form" for the links that scroll to it.
 * Without JavaScript (off, failed, or not loaded yet) the browser checks its constraints and it is
 * a plain POST to the contact function, which checks it with the same schema and answers with
 * /message-sent/ or /message-not-sent/: no submission ever puts a field value in a URL. Once its
 * code runs it turns the browser's checks off (useContactForm): the app's checks come first, with
 * their toasts, and only then the browser's; with the browser first, an email without '@' could
 * never reach the 'Invalid email address' toast.
 */
export function ContactFormBody({ onReach }: { onReach: () => void }) {
  const { formRef, form, setField, busy, onSubmit, prepare } = useContactForm();
  const field = (name: ContactFieldName) => <ContactField key={name} name={name} form={form} setField={setField} />;
  // PhoneField lays out the country code and the number itself.
  const row = (names: ContactFieldName[]) =>
    names.length > 1 && !names.some((name) => contactFields[name].input === 'tel') ? (
      <div key={names[0]} css={pairStyle}>
        {names.map(field)}
      </div>
    ) : (
      names.map(field)
    );

  return (
    <form
      ref={formRef}
      id="contact-form"
      // Never GET: submitted before hydration, what was typed must not end up in a URL.
      method="post"
      action={contactFormAction(import.meta.env.VITE_SUPABASE_URL)}
      aria-label={contactFormText.label}
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
      {formRows().map(row)}
      <AttributionInputs fields={ATTRIBUTION_FIELDS} />
      <Honeypot />
      {...import.meta.env.TURNSTILE_SITE_KEY ? [<TurnstileWidget key="turnstile" />] : []}
      <button type="submit" disabled={busy} css={[buttonStyles.primary, { alignSelf: 'flex-start' }]}>
        {busy ? contactFormText.sending : contactFormText.submit}
      </button>
    </form>
  );
}
