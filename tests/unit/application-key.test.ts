import { describe, expect, it } from 'vitest';
import { applicationKey } from '../../features/careers/send-application.ts';
import { uploadSubmissionId } from '../../supabase/functions/_shared/uploads/upload-post.ts';

const form = (name: string, file = new File(['%PDF'], 'cv.pdf', { lastModified: 1 })) => {
  const body = new FormData();
  body.set('name', name);
  body.set('resume', file);
  return body;
};

describe('the id an application is sent with from the island', () => {
  it('stays while the content is the same and changes with it', () => {
    let n = 0;
    const newId = () => `id-${++n}`;
    const first = applicationKey(null, form('Ana'), newId);
    expect(applicationKey(first, form('Ana'), newId)).toBe(first);
    expect(applicationKey(first, form('Ana Lim'), newId).id).toBe('id-2');
    expect(applicationKey(first, form('Ana', new File(['%PDF-1'], 'cv.pdf', { lastModified: 1 })), newId).id).toBe('id-3');
  });
});

describe('the id of a plain form post', () => {
  const day = Date.UTC(2026, 10, 25, 9);
  const bytes = new Uint8Array([1, 2, 3]);
  const plainPostSubmissionId = (fields: Record<string, string>, file: Uint8Array<ArrayBuffer>, now: number) =>
    uploadSubmissionId(fields, file, now, ['name'], 'resume');

  it('is a UUID, the same for a double post on the same day', async () => {
    const id = await plainPostSubmissionId({ name: 'Ana' }, bytes, day);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await plainPostSubmissionId({ name: 'Ana' }, new Uint8Array([1, 2, 3]), day + 3600_000)).toBe(id);
  });

  it('differs for other fields, another résumé or another day', async () => {
    const id = await plainPostSubmissionId({ name: 'Ana' }, bytes, day);
    expect(await plainPostSubmissionId({ name: 'Ann' }, bytes, day)).not.toBe(id);
    expect(await plainPostSubmissionId({ name: 'Ana' }, new Uint8Array([1, 2, 4]), day)).not.toBe(id);
    expect(await plainPostSubmissionId({ name: 'Ana' }, bytes, day + 86_400_000)).not.toBe(id);
  });
});
