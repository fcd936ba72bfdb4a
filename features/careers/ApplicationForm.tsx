import { formGoalEvent } from '@shared/delivery/analytics-goals';
import { applicationFields, CONSENT_VALUE } from '@shared/forms/application/application-fields';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { applicationText } from '../../content/application-text.ts';
import { countries } from '../../content/countries.ts';
import { newSubmissionId } from '../../components/lib/submission-id.ts';
import { reportGoal } from '../../components/runtime/report-goal.ts';
import { theme } from '../../components/theme/tokens.ts';
import { showToast } from '../../components/toast/show-toast.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { cardStyle } from '../../components/ui/card-styles.ts';
import { Honeypot } from '../../components/ui/Honeypot.tsx';
import { resetTurnstile } from '../../components/turnstile/turnstile.ts';
import { TurnstileWidget } from '../../components/turnstile/TurnstileWidget.tsx';
import { inputStyle, pairStyle } from '../../components/ui/form-styles.ts';
import { FormField } from './FormField.tsx';
import { applicationKey, sendApplication, withoutTurnstileToken } from './send-application.ts';

const ToastHost = lazy(() => import('../../components/toast/ToastHost.tsx'));

/** Where the form posts: the Supabase project's function, or the local backend on the site's own origin. */
export const applicationAction = (supabaseUrl: string | undefined) =>
  `${supabaseUrl?.trim().replace(/\/+$/, '') ?? ''}/functions/v1/submit-application`;

const MAX_RESUME_BYTES = 5 * 1024 * 1024;
const RESUME_ACCEPT =
  '.pdf,.docx,.doc,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/msword';
const countryNames = [...new Set(countries.map((country) => country.name))].sort((a, b) => a.localeCompare(b, 'en'));

interface Props {
  /** The position's slug, posted with the form. */
  position: string;
}

/**
 * The application form on an open position's page. Without JavaScript it is a plain multipart
 * post to the function, which answers with /application-sent/ or /application-not-sent/#<why>.
 * As an island it sends the same body with XMLHttpRequest, shows the upload's progress, and answers
 * with a toast; nothing the candidate entered is cleared unless the application was stored.
 */
export default function ApplicationForm({ position }: Props) {
  const id = useId();
  const key = useRef<{ id: string; fingerprint: string } | null>(null);
  const [toasts, setToasts] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState(false);
  const field = (name: keyof typeof applicationFields) => ({ id: `${id}-${name}`, name, required: applicationFields[name].required });

  const reach = () => setToasts(true);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reach();
    const form = event.currentTarget;
    const resume = form.elements.namedItem('resume') as HTMLInputElement;
    if ((resume.files?.[0]?.size ?? 0) > MAX_RESUME_BYTES) {
      resume.focus();
      return void showToast('error', { title: applicationText.notSentTitle, description: applicationText.tooLarge });
    }
    const body = new FormData(form);
    // Turnstile's token is new for every send: the same content keeps its id all the same.
    key.current = applicationKey(key.current, import.meta.env.TURNSTILE_SITE_KEY ? withoutTurnstileToken(body) : body, newSubmissionId);
    body.set('submissionId', key.current.id);
    // How long the page has been open: a person takes more than a few seconds to fill the form.
    body.set('elapsedMs', String(Math.round(performance.now())));
    setProgress(0);
    const answer = await sendApplication(form.action, body, setProgress);
    setProgress(null);
    if (import.meta.env.TURNSTILE_SITE_KEY) resetTurnstile(form);
    if (answer.status >= 200 && answer.status < 300) {
      key.current = null;
      form.reset();
      setSent(true);
      if (import.meta.env.VITE_PLAUSIBLE_DOMAIN) reportGoal(formGoalEvent('application', { page: location.pathname, position }));
      return void showToast('success', applicationText.sent);
    }
    const target = answer.field && form.elements.namedItem(answer.field === 'resume' ? 'resume' : answer.field);
    if (target instanceof HTMLElement) target.focus();
    else if (answer.error?.includes('résumé')) resume.focus();
    void showToast('error', { title: applicationText.notSentTitle, description: answer.error ?? applicationText.offline });
  }

  const busy = progress !== null;
  return (
    <div>
      <form
        method="post"
        encType="multipart/form-data"
        action={applicationAction(import.meta.env.VITE_SUPABASE_URL)}
        aria-label={applicationText.heading}
        onSubmit={(event) => void onSubmit(event)}
        onFocus={reach}
        css={[cardStyle, { position: 'relative', gap: theme.space.md }]}
      >
        <input type="hidden" name="position" value={position} />
        <div css={pairStyle}>
          <FormField label={applicationFields.name.label} htmlFor={`${id}-name`} required>
            <input {...field('name')} type="text" autoComplete="name" maxLength={applicationFields.name.max} css={inputStyle} />
          </FormField>
          <FormField label={applicationFields.email.label} htmlFor={`${id}-email`} required>
            <input {...field('email')} type="email" autoComplete="email" maxLength={applicationFields.email.max} css={inputStyle} />
          </FormField>
        </div>
        <div css={pairStyle}>
          <FormField label={applicationFields.country.label} htmlFor={`${id}-country`} required>
            <select {...field('country')} autoComplete="country-name" defaultValue="" css={inputStyle}>
              <option value="" disabled>
                {applicationText.countryPlaceholder}
              </option>
              {countryNames.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          </FormField>
          <FormField label={applicationFields.profileUrl.label} htmlFor={`${id}-profileUrl`}>
            <input
              {...field('profileUrl')}
              type="url"
              autoComplete="url"
              placeholder="https://"
              maxLength={applicationFields.profileUrl.max}
              css={inputStyle}
            />
          </FormField>
        </div>
        <FormField label={applicationFields.resume.label} htmlFor={`${id}-resume`} required>
          <input {...field('resume')} type="file" accept={RESUME_ACCEPT} css={[inputStyle, { paddingTop: '0.6rem' }]} />
        </FormField>
        <FormField label={applicationFields.note.label} htmlFor={`${id}-note`}>
          <textarea
            {...field('note')}
            rows={4}
            maxLength={applicationFields.note.max}
            css={[inputStyle, { resize: 'vertical', minHeight: '6rem' }]}
          />
        </FormField>
        <div css={{ display: 'flex', alignItems: 'flex-start', gap: theme.space.sm }}>
          <input
            {...field('consent')}
            type="checkbox"
            value={CONSENT_VALUE}
            css={{ width: '1.25rem', height: '1.25rem', marginTop: '0.125rem', flexShrink: 0, accentColor: theme.color.primary }}
          />
          <label htmlFor={`${id}-consent`} css={{ fontSize: theme.text.sm }}>
            {applicationFields.consent.label} <a href="/privacy-policy#job-applications">{applicationText.privacy}</a>
          </label>
        </div>
        <Honeypot />
        {...import.meta.env.TURNSTILE_SITE_KEY ? [<TurnstileWidget key="turnstile" />] : []}
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.md }}>
          <button type="submit" disabled={busy} css={buttonStyles.primary}>
            {busy ? applicationText.sending : applicationText.submit}
          </button>
          <p role="status" css={{ margin: 0, fontSize: theme.text.sm, color: theme.color.textMuted }}>
            {busy && (
              <>
                <progress max={100} value={progress} css={{ verticalAlign: 'middle', marginRight: theme.space.sm }} />
                {applicationText.progress(progress)}
              </>
            )}
            {!busy && sent && applicationText.sent.description}
          </p>
        </div>
      </form>
      {toasts && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </div>
  );
}
