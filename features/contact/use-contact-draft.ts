import { useCallback, useEffect, useRef } from 'react';
import { clearDraft, readDraft, shownAtFromStart, writeDraft } from './contact-draft.ts';
import type { ContactFormValues } from './contact-payload.ts';
import { sessionStore } from './contact-prefill.ts';
import { submissionKeyFor, type SubmissionKey } from './send/request.ts';

const SAVE_DELAY_MS = 300;

interface Session {
  /** When the form was first shown: epoch ms for the draft, and on this page's performance.now() clock. */
  startedAt: number;
  shownAt: number;
  submission: SubmissionKey | null;
}

export interface ContactDraftControls {
  /** Call once after hydration: returns the saved form, if any; from then on changes are saved. */
  restore: () => ContactFormValues | null;
  /** When the form was first shown (before this reload, for a restored draft), on performance.now()'s clock. */
  shownAt: () => number | null;
  /** The key to send `body` with (submissionKeyFor), saved at once so a resend after a reload reuses it. */
  keyFor: (body: unknown) => SubmissionKey;
  /** After a success: drops the draft and the key. */
  clear: () => void;
}

function startSession(store: Storage | null): { session: Session; form: ContactFormValues | null } {
  const now = Date.now();
  const perf = performance.now();
  const draft = readDraft(store, now);
  // The form is prerendered: on screen since the page loaded (0 on performance.now()'s clock), not since its code arrived.
  if (!draft) return { session: { startedAt: now - perf, shownAt: 0, submission: null }, form: null };
  return {
    session: { startedAt: draft.startedAt, shownAt: shownAtFromStart(draft.startedAt, now, perf), submission: draft.submission },
    form: draft.form,
  };
}

/** The form's sessionStorage draft: saved a moment after the last change, and at once when the page goes away. */
export function useContactDraft(form: ContactFormValues): ContactDraftControls {
  const session = useRef<Session | null>(null);
  const latest = useRef(form);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const save = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const current = session.current;
    if (current) writeDraft(sessionStore(), { form: latest.current, startedAt: current.startedAt, submission: current.submission });
  }, []);

  useEffect(() => {
    latest.current = form;
    if (!session.current) return; // not restored yet: the empty first render must not overwrite the draft
    clearTimeout(timer.current);
    timer.current = setTimeout(save, SAVE_DELAY_MS);
  }, [form, save]);

  // pagehide: a reload right after a keystroke keeps it. Unmount: leaving for another route does too.
  useEffect(() => {
    const flush = () => {
      if (timer.current !== undefined) save();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [save]);

  const restore = useCallback(() => {
    const started = startSession(sessionStore());
    session.current = started.session;
    return started.form;
  }, []);

  return {
    restore,
    shownAt: () => session.current?.shownAt ?? null,
    keyFor: (body) => {
      session.current ??= startSession(null).session;
      const key = submissionKeyFor(session.current.submission, body);
      session.current.submission = key;
      save();
      return key;
    },
    clear: () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      if (session.current) session.current.submission = null;
      clearDraft(sessionStore());
    },
  };
}
