import { describe, expect, it } from 'vitest';
import { documentType } from '../../supabase/functions/_shared/uploads/document-type.ts';
import { readResumeUpload, MAX_RESUME_BYTES } from '../../supabase/functions/_shared/uploads/resume-upload.ts';
import { doc, docx, exe, msi, multipartBody, pdf, xlsx } from '../fixtures/documents.ts';

const fields = { name: 'Ana Lim', email: 'ana@example.com', note: 'Hello' };
const ID = '0f5c1b8e-2f7a-4c1e-9d3b-6a7e8f9a0b1c';

/** A request whose body arrives in chunks, as a network delivers it; `pulled` counts the bytes read. */
function request(body: Uint8Array, contentType: string, chunk = 64 * 1024) {
  let offset = 0;
  const read = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= body.length) return controller.close();
      const piece = body.slice(offset, offset + chunk);
      offset += piece.length;
      read.pulled = offset;
      controller.enqueue(piece);
    },
    cancel() {
      read.cancelled = true;
    },
  });
  const req = new Request('http://localhost/apply', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: stream,
    duplex: 'half',
  } as RequestInit);
  return { req, read };
}

const upload = (file?: Parameters<typeof multipartBody>[1], extra: Record<string, string> = {}) => {
  const { body, contentType } = multipartBody({ ...fields, ...extra }, file);
  return request(body, contentType);
};

describe('the type of a file', () => {
  it('is read from its bytes', async () => {
    expect(await documentType(pdf())).toBe('pdf');
    expect(await documentType(docx())).toBe('docx');
    expect(await documentType(doc())).toBe('doc');
  });

  it('is none of the résumé types for an executable, an installer, a spreadsheet or text', async () => {
    for (const bytes of [exe(), msi(), xlsx(), Buffer.from('just some text, not a résumé')])
      expect(await documentType(bytes)).toBeUndefined();
  });
});

describe('an application upload', () => {
  it('takes a PDF, a .docx and a .doc, under a generated name, keeping the visitor’s file name (without a path) as data', async () => {
    for (const [bytes, type] of [
      [pdf(), 'pdf'],
      [docx(), 'docx'],
      [doc(), 'doc'],
    ] as const) {
      const { req } = upload({ name: '../../etc/My CV.weird', type: 'text/plain', bytes });
      const result = await readResumeUpload(req, { newId: () => ID });
      expect(result).toMatchObject({
        ok: true,
        fields,
        file: { reference: { storedName: `${ID}.${type}`, fileName: 'My CV.weird', type, size: bytes.length } },
      });
      if (result.ok) expect(Buffer.from(result.file.bytes).equals(Buffer.from(bytes))).toBe(true);
    }
  });

  it('refuses a renamed executable, whatever its name and declared type say, keeping the fields', async () => {
    const { req } = upload({ name: 'resume.pdf', type: 'application/pdf', bytes: exe() });
    expect(await readResumeUpload(req)).toEqual({
      ok: false,
      problem: 'type',
      status: 415,
      error: expect.stringContaining('must be a PDF or Word document'),
      fields,
    });
  });

  it('refuses an empty file and a missing one, each saying what to do', async () => {
    const empty = await readResumeUpload(upload({ name: 'cv.pdf', bytes: new Uint8Array() }).req);
    expect(empty).toMatchObject({ ok: false, problem: 'empty', status: 400, fields });
    if (!empty.ok) expect(empty.error).toMatch(/empty .*choose the file again/);
    // A form sent with no file chosen has a file part with no name and no bytes.
    expect(await readResumeUpload(upload({ name: '', type: 'application/octet-stream', bytes: new Uint8Array() }).req)).toMatchObject({
      problem: 'missing',
      status: 400,
    });
    expect(await readResumeUpload(upload().req)).toMatchObject({ problem: 'missing', status: 400, fields });
  });

  it('stops reading a 6 MB file soon after 5 MB, and says the limit', async () => {
    const { req, read } = upload({ name: 'big.pdf', bytes: pdf(6 * 1024 * 1024) });
    const result = await readResumeUpload(req);
    expect(result).toMatchObject({ ok: false, problem: 'too-large', status: 413 });
    if (!result.ok) expect(result.error).toContain('larger than 5 MB');
    expect(read.pulled).toBeLessThan(MAX_RESUME_BYTES + 256 * 1024);
    expect(read.cancelled).toBe(true);
  });

  it('takes a file of exactly 5 MB', async () => {
    const bytes = pdf(MAX_RESUME_BYTES - pdf().length);
    expect(bytes.length).toBe(MAX_RESUME_BYTES);
    expect(await readResumeUpload(upload({ name: 'cv.pdf', bytes }).req)).toMatchObject({ ok: true });
    const oneMore = pdf(MAX_RESUME_BYTES + 1 - pdf().length);
    expect(await readResumeUpload(upload({ name: 'cv.pdf', bytes: oneMore }).req)).toMatchObject({ ok: false, problem: 'too-large' });
  });

  it('refuses a body cut off in the middle, and one that is not multipart', async () => {
    const { body, contentType } = multipartBody(fields, { name: 'cv.pdf', bytes: pdf() });
    const cut = await readResumeUpload(request(body.subarray(0, body.length - 40), contentType).req);
    expect(cut).toMatchObject({ ok: false, problem: 'broken', status: 400 });
    const noBoundary = await readResumeUpload(request(body, 'multipart/form-data').req);
    expect(noBoundary).toMatchObject({ problem: 'not-multipart', status: 415 });
    const json = await readResumeUpload(request(Buffer.from('{}'), 'application/json').req);
    expect(json).toMatchObject({ problem: 'not-multipart', status: 415 });
  });

  it('refuses a second file, and an overlong field', async () => {
    const { body, contentType } = multipartBody(fields, { field: 'other', name: 'x.pdf', bytes: pdf() });
    expect(await readResumeUpload(request(body, contentType).req)).toMatchObject({ problem: 'too-many-parts', status: 400 });
    expect(await readResumeUpload(upload({ name: 'cv.pdf', bytes: pdf() }, { note: 'x'.repeat(9000) }).req)).toMatchObject({
      problem: 'field-too-long',
      status: 413,
    });
  });
});
