import { formIntake } from '../http/intake.ts';
import type { BasePayload, FormFunction, FormSpec, HandlerOptions } from './form-spec.ts';
import { submissionSteps } from './submission.ts';

/** One form's function: its HTTP intake (http/intake.ts) feeding its submission steps (submission.ts). */
export function createFormHandler<P extends BasePayload>(form: FormSpec<P>, options: HandlerOptions = {}): FormFunction {
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, ...(error ? [error] : [])));
  const handler = formIntake(form, options, submissionSteps(form, options, log), log);
  return Object.assign(handler, { effects: form.effects });
}
