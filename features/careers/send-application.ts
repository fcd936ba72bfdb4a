import { TURNSTILE_FIELD } from '../../components/turnstile/turnstile.ts';

/** What the function answered: `{ success }`, or `{ error, field }` with a 4xx or 5xx; status 0 when it was not reached. */
export interface ApplicationAnswer {
  status: number;
  error?: string;
  /** The form field the error is about. */
  field?: string;
}

/**
 * Posts the form's multipart body to the function asking for JSON, reporting the upload's progress
 * (0-100): fetch cannot report an upload's progress, XMLHttpRequest can. Resolves with the answer,
 * never rejects.
 */
export function sendApplication(action: string, body: FormData, onProgress: (percent: number) => void): Promise<ApplicationAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', action);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let answer: { error?: unknown; field?: unknown } = {};
      try {
        answer = JSON.parse(xhr.responseText) as typeof answer;
      } catch {
        // Not JSON (a gateway's error page): the status says enough.
      }
      resolve({
        status: xhr.status,
        ...(typeof answer.error === 'string' && { error: answer.error }),
        ...(typeof answer.field === 'string' && { field: answer.field }),
      });
    };
    xhr.onerror = () => resolve({ status: 0 });
    xhr.send(body);
  });
}

/**
 * The id to send the form with: the same while the form's content is the same (a retry after a
 * lost answer is stored once), a new one when it changed.
 */
export function applicationKey(previous: { id: string; fingerprint: string } | null, body: FormData, newId: () => string) {
  const fingerprint = JSON.stringify(
    [...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : [value.name, value.size, value.lastModified]]),
  );
  return previous?.fingerprint === fingerprint ? previous : { id: newId(), fingerprint };
}

/** The body without Turnstile's token, which is new for every send: what the id is made from. */
export function withoutTurnstileToken(body: FormData): FormData {
  const fields = new FormData();
  for (const [name, value] of body) if (name !== TURNSTILE_FIELD) fields.append(name, value);
  return fields;
}
