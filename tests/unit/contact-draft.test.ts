import { describe, expect, test } from 'vitest';
import {
  clearDraft,
  DRAFT_STORAGE_KEY,
  isBlankForm,
  parseDraft,
  readDraft,
  serializeDraft,
  shownAtFromStart,
  writeDraft,
  type ContactDraft,
} from '../../features/contact/contact-draft.ts';
import { emptyContactForm, type ContactFormValues } from '../../features/contact/contact-payload.ts';
import { ann } from '../fixtures/contact.ts';

const form: ContactFormValues = {
  ...ann,
  lastName: "O'Neil",
  countryCode: '+44-GB',
  phone: '07400123456',
  company: 'Acme & Sons',
  employees: '25',
  message: 'Two days a month.\nThree countries.',
  callConsent: true,
};
const NOW = 1_760_000_000_000;
const submission = { id: '0b7e4a53-6f5f-4d0c-9d53-3c1d2e6f7a80', fingerprint: JSON.stringify({ firstName: ann.firstName }) };
const draft: ContactDraft = { form, startedAt: NOW - 60_000, submission };

/** A stored draft with some of its parts replaced. */
const stored = (overrides: Record<string, unknown>, formOverrides: Record<string, unknown> = {}) =>
  JSON.stringify({ v: 1, startedAt: draft.startedAt, submission, ...overrides, form: { ...form, ...formOverrides } });

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('parseDraft', () => {
  test('round-trips a draft', () => {
    expect(parseDraft(serializeDraft(draft), NOW)).toEqual(draft);
    expect(parseDraft(serializeDraft({ ...draft, submission: null }), NOW)).toEqual({ ...draft, submission: null });
  });

  test('never holds the honeypot or anything else it does not know', () => {
    const parsed = parseDraft(stored({ website: 'http://spam.example' }, { website: 'http://spam.example', isAdmin: true }), NOW);
    expect(parsed?.form).toEqual(form);
    expect(serializeDraft(parsed!)).not.toContain('spam');
  });

  test.each([
    null,
    '',
    '{not json',
    'null',
    '42',
    '"text"',
    '[]',
    JSON.stringify({ form }),
    JSON.stringify({ v: 2, form, startedAt: NOW }),
    JSON.stringify({ v: 1, form: 'x' }),
  ])('ignores %j', (raw) => {
    expect(parseDraft(raw, NOW)).toBeNull();
  });

  test('a blank form is no draft', () => {
    expect(parseDraft(serializeDraft({ ...draft, form: emptyContactForm }), NOW)).toBeNull();
    expect(parseDraft(stored({}, { ...emptyContactForm, firstName: '   ' }), NOW)).toBeNull();
  });

  test('falls back field by field: wrong types, unknown countries, non-digits in the phone', () => {
    const parsed = parseDraft(
      stored({}, { lastName: 42, email: null, countryCode: '+999-ZZ', phone: '(0740) 012-3456', employees: ['25'], callConsent: 'true' }),
      NOW,
    );
    expect(parsed?.form).toEqual({
      ...form,
      lastName: '',
      email: '',
      countryCode: '+1-US',
      phone: '07400123456',
      employees: '',
      callConsent: false,
    });
  });

  test('caps a value at the longest a field takes', () => {
    expect(parseDraft(stored({}, { message: 'x'.repeat(100_000) }), NOW)?.form.message).toHaveLength(5000);
  });

  test('a missing, broken or future start time becomes now', () => {
    for (const startedAt of [undefined, 'yesterday', -5, Number.NaN, null]) {
      expect(parseDraft(stored({ startedAt }), NOW)?.startedAt).toBe(NOW);
    }
    expect(parseDraft(stored({ startedAt: NOW + 3_600_000 }), NOW)?.startedAt).toBe(NOW);
  });

  test('drops a submission key that is not one', () => {
    for (const bad of [null, 'x', { id: 'not-a-uuid', fingerprint: 'f' }, { id: submission.id }, { id: submission.id, fingerprint: 7 }]) {
      expect(parseDraft(stored({ submission: bad }), NOW)).toEqual({ ...draft, submission: null });
    }
  });
});

describe('isBlankForm', () => {
  test('is true only for what a fresh form shows', () => {
    expect(isBlankForm(emptyContactForm)).toBe(true);
    expect(isBlankForm({ ...emptyContactForm, message: ' \n ' })).toBe(true);
    expect(isBlankForm({ ...emptyContactForm, employees: '3' })).toBe(false);
    expect(isBlankForm({ ...emptyContactForm, phone: '4' })).toBe(false);
    expect(isBlankForm({ ...emptyContactForm, countryCode: '+44-GB' })).toBe(false);
    expect(isBlankForm({ ...emptyContactForm, callConsent: true })).toBe(false);
  });
});

describe('shownAtFromStart', () => {
  test('puts the first showing on the new page clock: a draft started 10 s ago counts 10 s', () => {
    const perfNow = 800; // 0.8 s after the reload
    expect(perfNow - shownAtFromStart(NOW - 10_000, NOW, perfNow)).toBe(10_000);
  });

  test('a start time in the future counts as now', () => {
    expect(shownAtFromStart(NOW + 5000, NOW, 800)).toBe(800);
  });
});

describe('readDraft / writeDraft / clearDraft', () => {
  test('write then read gives the draft back; a blank form removes it', () => {
    const store = memoryStorage();
    writeDraft(store, draft);
    expect(readDraft(store, NOW)).toEqual(draft);
    writeDraft(store, { ...draft, form: emptyContactForm });
    expect(store.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    writeDraft(store, draft);
    clearDraft(store);
    expect(readDraft(store, NOW)).toBeNull();
  });

  test('a storage that throws or is missing is no draft and no error', () => {
    const broken = memoryStorage();
    const fail = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    Object.assign(broken, { getItem: fail, setItem: fail, removeItem: fail });
    expect(() => writeDraft(broken, draft)).not.toThrow();
    expect(() => clearDraft(broken)).not.toThrow();
    expect(readDraft(broken, NOW)).toBeNull();
    expect(readDraft(null, NOW)).toBeNull();
    expect(() => writeDraft(null, draft)).not.toThrow();
  });
});
