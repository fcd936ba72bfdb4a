import { formEffects } from '../../delivery/form-effects.ts';
import { createFormHandler } from '../../pipeline/form-handler.ts';
import type { FormFunction, HandlerOptions, StoredRow } from '../../pipeline/form-spec.ts';
import { formMessages } from '../../pipeline/messages.ts';
import { formFieldsFor } from '../leads/lead-post.ts';
import type { ApplicationDbRow, ApplicationStore } from '../../db/store.ts';
import type { FileStore } from '../../uploads/file-store.ts';
import { readResumeUpload } from '../../uploads/resume-upload.ts';
import { applicationForm } from './application-fields.ts';
import { applicationSchema, describeApplicationError, type ApplicationPayload } from './application-schema.ts';

/** The job_applications row of a checked application with its kept résumé. */
export function toApplicationDbRow(row: StoredRow<ApplicationPayload>): ApplicationDbRow {
  if (!row.resume) throw new Error('An application without its résumé');
  return {
    submission_id: row.submissionId,
    position_slug: row.position,
    name: row.name,
    email: row.email,
    country: row.country,
    profile_url: row.profileUrl ?? null,
    note: row.note ?? '',
    consent: true,
    resume_file: row.resume.storedName,
    resume_name: row.resume.fileName,
    resume_type: row.resume.type,
    resume_bytes: row.resume.size,
    client_ip_hash: row.clientIpHash,
  };
}

const fieldNames = Object.keys(applicationForm.fields);

/**
 * The submit-application function: the application (application-fields.ts) run by the one forms pipeline, with
 * its résumé. The island sends the multipart body asking for JSON (Accept: application/json) and gets
 * `{ success }` or `{ error, field }` with a 4xx; a plain form post gets a 303 to the sent page, or to the
 * not-sent page with a fixed code in the fragment (`invalid-email`, `resume-type`). The résumé is kept before the
 * row is stored, and taken away again only when no row names it (a limit, a duplicate).
 */
export function createApplicationHandler(store: ApplicationStore, files: FileStore, options: HandlerOptions = {}): FormFunction {
  const form = applicationForm;
  return createFormHandler<ApplicationPayload>(
    {
      formName: form.name,
      logName: 'submit-application',
      messages: {
        ...formMessages(form.noun, form.item, form.items),
        serverBug: 'Something went wrong on our side. Please try again, or email us your résumé.',
      },
      parse: (body) => applicationSchema.safeParse(body),
      describeError: describeApplicationError,
      post: {
        fields: (params) => formFieldsFor(form, params),
        idFields: fieldNames,
        sentPath: form.sentPath,
        notSentPath: form.notSentPath,
        fieldNames,
      },
      upload: { field: form.file, read: (req) => readResumeUpload(req, { fileField: form.file }), files },
      // Its own limits, stricter than the other forms' (submit_job_application counts them).
      submit: (row, limits, _req, effects) =>
        store.submitApplication({ ...toApplicationDbRow(row), effects }, { network: limits.network, ...form.rateLimits }),
      effects: formEffects(store, options, 'submit-application'),
    },
    options,
  );
}
