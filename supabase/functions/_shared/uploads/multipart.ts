import busboy from 'busboy';
import { BodyTooLarge, bodyChunks } from '../http/read-body.ts';

/** Why a multipart body was refused; upload-problems.ts turns each into a status and a message. */
export type MultipartProblem = 'not-multipart' | 'broken' | 'too-large' | 'field-too-long' | 'too-many-parts';

export interface MultipartLimits {
  /** The one file field's name: other file parts are refused. */
  fileField: string;
  /** Largest file in bytes: the body stops being read as soon as the file passes it. */
  maxFileBytes: number;
  /** Largest text field in bytes. */
  maxFieldBytes: number;
  /** Most text fields. */
  maxFields: number;
}

export interface UploadedFile {
  /** The name the visitor's file had: data to keep, never a path to write to. */
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export type MultipartResult =
  | { ok: true; fields: Record<string, string>; file?: UploadedFile }
  | { ok: false; problem: MultipartProblem; fields: Record<string, string> };

/** Room for the part headers, boundaries and text fields around the file. */
export const OVERHEAD_BYTES = 64 * 1024;

const concat = (chunks: Uint8Array[], size: number) => {
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
};

/**
 * Reads a multipart/form-data body as it streams (busboy over read-body.ts's chunks), with every size capped: the
 * file, each field, the number of parts, and the whole body (a Content-Length over it is refused unread). At the
 * first limit passed it stops reading and cancels the body, so a 6 MB upload against a 5 MB limit costs about
 * 5 MB of reading and memory. The browser's content type for the file is ignored: the bytes
 * say what a file is (document-type.ts). Web-standard in, so it runs in Node and in Deno.
 */
export async function readMultipart(req: Request, limits: MultipartLimits): Promise<MultipartResult> {
  const fields: Record<string, string> = {};
  const contentType = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !req.body) return { ok: false, problem: 'not-multipart', fields };

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: {
        // busboy flags a file that reaches its limit: one byte more lets a file of exactly maxFileBytes through.
        fileSize: limits.maxFileBytes + 1,
        files: 1,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        parts: limits.maxFields + 1,
      },
    });
  } catch {
    return { ok: false, problem: 'not-multipart', fields }; // no boundary
  }

  let problem: MultipartProblem | undefined;
  let file: UploadedFile | undefined;
  const fail = (reason: MultipartProblem) => (problem ??= reason);

  const parsed = new Promise<void>((resolve) => {
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail('field-too-long');
      else fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== limits.fileField) {
        fail('too-many-parts');
        stream.on('error', () => {});
        stream.resume();
        return;
      }
      const chunks: Uint8Array[] = [];
      let size = 0;
      stream.on('data', (chunk: Uint8Array) => {
        chunks.push(chunk);
        size += chunk.byteLength;
      });
      stream.on('limit', () => fail('too-large'));
      stream.on('error', () => fail('broken'));
      stream.on('end', () => {
        if (!stream.truncated) file = { name: info.filename ?? '', bytes: concat(chunks, size) };
      });
    });
    for (const event of ['filesLimit', 'fieldsLimit', 'partsLimit'] as const) parser.on(event, () => fail('too-many-parts'));
    parser.on('error', () => {
      fail('broken');
      resolve();
    });
    parser.on('close', () => resolve());
  });

  try {
    for await (const chunk of bodyChunks(req, limits.maxFileBytes + OVERHEAD_BYTES)) {
      if (!parser.write(chunk)) await new Promise((resolve) => parser.once('drain', resolve));
      // Leaving the loop cancels the body: nothing more is read.
      if (problem) break;
    }
    if (!problem) parser.end();
  } catch (error) {
    fail(error instanceof BodyTooLarge ? 'too-large' : 'broken'); // past the limit, or the client went away mid-body
  }
  if (problem) {
    parser.destroy();
    return { ok: false, problem, fields };
  }
  await parsed;
  if (problem) return { ok: false, problem, fields };
  return file ? { ok: true, fields, file } : { ok: true, fields };
}
