import { contactSchema } from '@shared/forms/contact/contact-schema';
import { describe, expect, test } from 'vitest';
import { newSubmissionId } from '../../components/lib/submission-id.ts';
import { submissionKeyFor } from '../../features/contact/send/request.ts';

describe('submissionKeyFor', () => {
  let n = 0;
  const ids = () => `id-${++n}`;

  test('the same content keeps its id (a retry is the same submission)', () => {
    const first = submissionKeyFor(null, { a: 1 }, ids);
    expect(submissionKeyFor(first, { a: 1 }, ids)).toBe(first);
  });

  test('changed content is a new submission with a new id', () => {
    const first = submissionKeyFor(null, { a: 1 }, ids);
    const second = submissionKeyFor(first, { a: 2 }, ids);
    expect(second.id).not.toBe(first.id);
  });

  test('after a success (key dropped) the same content gets a fresh id', () => {
    const first = submissionKeyFor(null, { a: 1 }, ids);
    expect(submissionKeyFor(null, { a: 1 }, ids).id).not.toBe(first.id);
  });
});

describe('newSubmissionId', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  test('uses crypto.randomUUID where it exists', () => {
    expect(newSubmissionId()).toMatch(uuid);
  });

  test('builds a version 4 UUID from getRandomValues outside secure contexts', () => {
    const insecure: Pick<Crypto, 'getRandomValues'> = { getRandomValues: (array) => crypto.getRandomValues(array) };
    const ids = new Set(Array.from({ length: 50 }, () => newSubmissionId(insecure)));
    expect(ids.size).toBe(50);
    for (const id of ids) {
      expect(id).toMatch(uuid);
      // The function's schema accepts it.
      expect(contactSchema.shape.submissionId.safeParse(id).success).toBe(true);
    }
  });
});
