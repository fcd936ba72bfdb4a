import { useId } from 'react';
import { site } from '../../content/site.ts';
import { theme } from '../../components/theme/tokens.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';

/**
 * The blog's subscribe box. The newsletter is not live, so submitting says so and offers email
 * instead (newsletter.island.ts shows the message kept in the <template>); it never pretends to
 * have signed anyone up, and nothing is sent or stored. method="dialog" and no name on the email
 * field: a submit without JavaScript goes nowhere, so the address can never end up in a URL.
 */
export function NewsletterForm() {
  const inputId = useId();
  return (
    <form method="dialog" css={{ marginTop: theme.space.lg }}>
      <label htmlFor={inputId} css={{ display: 'block', fontWeight: 600, marginBottom: theme.space.xs }}>
        Work email
      </label>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
        <input
          id={inputId}
          type="email"
          required
          autoComplete="email"
          placeholder="you@company.com"
          css={{
            flex: '1 1 16rem',
            minHeight: '2.75rem',
            padding: '0.5rem 0.75rem',
            font: 'inherit',
            color: theme.color.text,
            border: `1px solid ${theme.color.textMuted}`,
            borderRadius: theme.radius.sm,
          }}
        />
        <button type="submit" css={buttonStyles.primary}>
          Subscribe
        </button>
      </div>
      <p role="status" css={{ margin: `${theme.space.md} 0 0` }} />
      <template>
        Newsletter sign-up opens soon. For now, email us at <a href={`mailto:${site.email}`}>{site.email}</a> and we&apos;ll let you know
        when new articles are published.
      </template>
    </form>
  );
}
