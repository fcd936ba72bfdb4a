import { formSubmissionId, postedFields, type FormAnswer, type FormPostSpec } from '../http/form-post.ts';
import type { FileStore } from './file-store.ts';

// A form with a file, as the pipeline (pipeline/form-handler.ts) takes it: one multipart/form-data body, from the
// island and from a plain post alike, read as it streams by the form's own reader (resume-upload.ts).

/** A kept file as its row, the export and the leads webhook name it: never its bytes. */
export interface FileReference {
  /** The only name it is kept under, made by the function (a random UUID and the type's extension). */
  storedName: string;
  /** The name the visitor's file had: data, never a path. */
  fileName: string;
  /** What its bytes say it is ('pdf', 'docx', ...). */
  type: string;
  /** Its size in bytes. */
  size: number;
}

export interface UploadedFile {
  reference: FileReference;
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** A multipart body read: its text fields and the checked file, or a problem the visitor can fix, with its 4xx. */
export type UploadRead =
  { ok: true; fields: Record<string, string>; file: UploadedFile } | { ok: false; problem: string; status: number; error: string };

/** The file a form takes, declared with the form (FormSpec.upload). */
export interface FormUpload {
  /** The file input's name; a problem with the file is the not-sent page's code `<field>-<problem>` ('resume-type'). */
  field: string;
  /** Reads the body as it streams, with every size capped and the file checked by its bytes; stores nothing. */
  read(req: Request): Promise<UploadRead>;
  /** Where the file is kept: a private bucket, or $DATA_DIR/uploads locally. */
  files: FileStore;
}

/** The problems that are the file's own (the island focuses its input): not the body's as a whole. */
const FILE_PROBLEMS = new Set(['missing', 'empty', 'type', 'too-large']);

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** A plain post's submission id: its fields, its file's bytes (their SHA-256) and the UTC day (formSubmissionId). */
export async function uploadSubmissionId(
  fields: Record<string, unknown>,
  bytes: Uint8Array<ArrayBuffer>,
  now: number,
  idFields: readonly string[],
  fileField: string,
): Promise<string> {
  const fileHash = hex(await crypto.subtle.digest('SHA-256', bytes));
  return formSubmissionId({ ...fields, [fileField]: fileHash }, now, [...idFields, fileField]);
}

/**
 * The pipeline's body from a multipart post: the form's fields as a plain post maps them (FormPostSpec.fields),
 * with the island's submission id and fill time when it sent them; a plain post (which has neither) gets an id
 * made from the fields, the file's bytes and the day (a double post is stored once) and the plain post's fill
 * time, as a urlencoded plain post does. A body or file that cannot be taken is the answer already.
 */
export async function readUploadPost(
  req: Request,
  upload: FormUpload,
  post: FormPostSpec,
  { fillMs, now }: { fillMs: number; now: number },
): Promise<{ answer: FormAnswer } | { body: Record<string, unknown>; file: UploadedFile }> {
  const read = await upload.read(req);
  if (!read.ok) {
    const field = FILE_PROBLEMS.has(read.problem) ? upload.field : undefined;
    return { answer: { status: read.status, body: { error: read.error }, code: `${upload.field}-${read.problem}`, field } };
  }
  const params = new URLSearchParams(read.fields);
  const fields = postedFields(post, params);
  const elapsed = params.get('elapsedMs');
  const body = {
    ...fields,
    submissionId: params.get('submissionId') ?? (await uploadSubmissionId(fields, read.file.bytes, now, post.idFields, upload.field)),
    elapsedMs: elapsed === null ? fillMs : Number(elapsed),
  };
  return { body, file: read.file };
}
