import { useId } from 'react';
import { ATTRIBUTION_FIELDS } from '@shared/forms/attribution-fields';
import type { LeadField } from '@shared/forms/leads/lead-form-types';
import { leadForm, type LeadFormName } from '@shared/forms/leads/lead-forms';
import { theme } from '../../components/theme/tokens.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { fieldStyle, inputStyle, labelStyle } from '../../components/ui/form-styles.ts';
import { Honeypot } from '../../components/ui/Honeypot.tsx';
import { AttributionInputs } from '../../components/ui/AttributionInputs.tsx';
import { TurnstileWidget } from '../../components/turnstile/TurnstileWidget.tsx';
import { leadFormAction } from './lead-action.ts';

/** The webinar session a form is about: its slug goes in the hidden `session` field, its title into the form's name. */
export interface FormSession {
  slug: string;
  title: string;
}

function Field({ name, field, session }: { name: string; field: LeadField; session?: FormSession }) {
  const id = useId();
  if (field.input === 'session') return <input type="hidden" name={name} value={session?.slug ?? ''} />;
  if (field.input === 'checkbox') {
    return (
      <div css={{ display: 'flex', alignItems: 'flex-start', gap: theme.space.sm }}>
        <input
          id={id}
          name={name}
          type="checkbox"
          required
          css={{ width: '1.25rem', height: '1.25rem', marginTop: '0.125rem', flexShrink: 0, accentColor: theme.color.primary }}
        />
        <label htmlFor={id} css={{ fontSize: theme.text.sm }}>
          {field.label}
        </label>
      </div>
    );
  }
  return (
    <div css={fieldStyle}>
      <label htmlFor={id} css={labelStyle}>
        {field.label}
      </label>
      {field.input === 'textarea' ? (
        <textarea id={id} name={name} required rows={4} maxLength={field.max ?? 2000} css={[inputStyle, { resize: 'vertical' }]} />
      ) : (
        <input
          id={id}
          name={name}
          type={field.input}
          required
          autoComplete={field.autoComplete}
          maxLength={field.max ?? 200}
          css={inputStyle}
        />
      )}
    </div>
  );
}

/**
 * A lead form, rendered from its declaration in lead-forms.ts. HTML first: the browser checks every field,
 * and without JavaScript it is a plain POST to the submit-form function, which answers with a 303 to the
 * form's sent page or to /form-not-sent/ (never a field value in a URL). The hidden inputs carry where the
 * visit came from; the page script fills them before any submit. Its island (lead-form.island.ts) sends
 * the same fields as JSON and answers in place. A form about a webinar session carries the session's slug.
 */
export function LeadForm({ name, session }: { name: LeadFormName; session?: FormSession }) {
  const form = leadForm(name);
  const after = form.after;
  return (
    <form
      method="post"
      action={leadFormAction(import.meta.env.VITE_SUPABASE_URL, name)}
      aria-label={session ? `${form.ariaLabel}: ${session.title}` : form.ariaLabel}
      data-sent-text={form.sentText}
      data-link-label={after?.kind === 'download' || after?.kind === 'webinar-recording' ? after.linkLabel : undefined}
      css={{ position: 'relative', display: 'grid', gap: theme.space.md, marginTop: theme.space.lg }}
    >
      {Object.entries(form.fields).map(([key, field]) => (
        <Field key={key} name={key} field={field} session={session} />
      ))}
      <AttributionInputs fields={ATTRIBUTION_FIELDS} />
      <Honeypot />
      <TurnstileWidget />
      <button type="submit" css={[buttonStyles.primary, { justifySelf: 'start' }]}>
        {form.submitLabel}
      </button>
      {form.note && <p css={{ margin: 0, fontSize: theme.text.sm, color: theme.color.textMuted }}>{form.note}</p>}
      <p role="status" css={{ margin: 0 }} />
    </form>
  );
}
