import { formGoalEvent } from '../delivery/analytics-goals.ts';
import { withRefererSource } from '../forms/attribution.ts';
import { runAfterAnswer, VISITOR_EMAIL, type QueuedEffect } from '../delivery/effects.ts';
import { errorSummary } from '../safe-error.ts';
import { optedOut } from '../delivery/server-goals.ts';
import type { BasePayload, FormSpec, HandlerOptions, StoredRow } from './form-spec.ts';

type Log = (message: string, error?: unknown) => void;

/**
 * What the form's row owes of its own; a bug in making it (an email) costs that email, never the lead. An email
 * to the visitor goes out at most once per form (and what of it the email is about) per inbox per 24 hours,
 * whoever asks (queue_form_effects).
 */
export function ownEffects<P extends BasePayload>(form: FormSpec<P>, log: Log) {
  return (row: StoredRow<P>): QueuedEffect[] => {
    try {
      const owed = form.queueEffects?.(row) ?? [];
      return owed.map(({ about, ...effect }) =>
        effect.kind === VISITOR_EMAIL
          ? { ...effect, once_a_day_per: about === undefined ? form.formName : `${form.formName}:${about}` }
          : effect,
      );
    } catch (error) {
      log(`${form.logName}: making what the submission owes failed`, errorSummary(error));
      return [];
    }
  };
}

/**
 * A plain post's new row counts as the form's goal, unless the visitor asked not to be tracked. It runs after the
 * answer, so whatever goes wrong in it is logged by its kind and stops nothing else.
 */
export function goalCounter<P extends BasePayload>(form: FormSpec<P>, options: HandlerOptions, log: Log) {
  const background = options.background ?? runAfterAnswer;
  return (req: Request, row: StoredRow<P>, clientAddress: string | null) => {
    const goals = options.goals;
    if (!goals || optedOut(req)) return;
    const failed = (error: unknown) => log(`${form.logName}: the analytics goal failed`, errorSummary(error));
    try {
      const { session, position } = row as { session?: string; position?: string };
      const referer = req.headers.get('referer');
      const page = withRefererSource(row as { page?: string }, referer).page ?? '/';
      const event = formGoalEvent(form.formName, { page, session, position });
      background(goals(event, { page, referer, userAgent: req.headers.get('user-agent') ?? '', clientAddress }).catch(failed));
    } catch (error) {
      failed(error);
    }
  };
}
