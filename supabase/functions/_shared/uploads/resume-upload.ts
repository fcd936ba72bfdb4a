import { CONTROL_CHARACTERS } from '../control-characters.ts';
import { DOCUMENT_TYPES, documentType } from './document-type.ts';
import { readMultipart, type MultipartProblem } from './multipart.ts';
import type { UploadRead } from './upload-post.ts';

export const MAX_RESUME_BYTES = 5 * 1024 * 1024;

export type ResumeProblem = MultipartProblem | 'missing' | 'empty' | 'type';

/** What each problem answers: a 4xx and a message that says what to fix. */
export const RESUME_PROBLEMS: Record<ResumeProblem, { status: number; error: string }> = {
  'not-multipart': {
    status: 415,
    error: 'Unsupported content type: send the application as multipart/form-data, the way the form on the position’s page does.',
  },
  broken: { status: 400, error: 'The upload arrived broken or cut off. Please send the form again.' },
  'too-large': {
    status: 413,
    error: 'Your résumé is larger than 5 MB. Please upload a smaller file: a PDF export is usually well under 1 MB.',
  },
  'field-too-long': { status: 413, error: 'One of the fields is too long. Please shorten your note and send the form again.' },
  'too-many-parts': { status: 400, error: 'The form has unexpected parts. Please send it from the position’s page, with one résumé.' },
  missing: { status: 400, error: 'Please attach your résumé as a PDF or Word file (at most 5 MB).' },
  empty: { status: 400, error: 'The résumé you chose is empty (0 bytes). Please choose the file again, or export it again as PDF.' },
  type: {
    status: 415,
    error:
      'Your résumé must be a PDF or Word document (.pdf, .docx or .doc), and the file you chose is not one, whatever its name says. Please export it as PDF and upload that.',
  },
};

/** The fields come back with a refusal too (tests read them); the pipeline needs only the problem. */
export type ResumeUpload = UploadRead & ({ ok: true } | { ok: false; problem: ResumeProblem; fields: Record<string, string> });

export interface ResumeUploadOptions {
  fileField?: string;
  maxFileBytes?: number;
  maxFieldBytes?: number;
  maxFields?: number;
  /** A new stored name (tests). */
  newId?: () => string;
}

const refuse = (problem: ResumeProblem, fields: Record<string, string> = {}): ResumeUpload => ({
  ok: false,
  problem,
  ...RESUME_PROBLEMS[problem],
  fields,
});

/**
 * The visitor's file name, kept as data: short, and without control characters (the browser picked it, the
 * visitor never typed it, so it is cleaned rather than refused). It is shown to the team, never used as a path.
 */
const cleanName = (name: string) => name.replace(CONTROL_CHARACTERS, '').slice(-200) || 'resume';

/**
 * An application's multipart body read with its résumé checked: present, not empty, at most
 * 5 MB while it streams (a Content-Length over it is refused unread), and a PDF or Word document by
 * its bytes. Nothing is stored here; the stored name is made here.
 */
export async function readResumeUpload(req: Request, options: ResumeUploadOptions = {}): Promise<ResumeUpload> {
  const maxFileBytes = options.maxFileBytes ?? MAX_RESUME_BYTES;
  const read = await readMultipart(req, {
    fileField: options.fileField ?? 'resume',
    maxFileBytes,
    maxFieldBytes: options.maxFieldBytes ?? 8 * 1024,
    maxFields: options.maxFields ?? 20,
  });
  if (!read.ok) return refuse(read.problem, read.fields);
  const { fields, file } = read;
  if (!file || (file.bytes.byteLength === 0 && file.name === '')) return refuse('missing', fields);
  if (file.bytes.byteLength === 0) return refuse('empty', fields);
  const type = await documentType(file.bytes);
  if (!type) return refuse('type', fields);
  const id = (options.newId ?? (() => crypto.randomUUID()))();
  const reference = { storedName: `${id}.${type}`, fileName: cleanName(file.name), type, size: file.bytes.byteLength };
  return { ok: true, fields, file: { reference, contentType: DOCUMENT_TYPES[type], bytes: file.bytes } };
}
