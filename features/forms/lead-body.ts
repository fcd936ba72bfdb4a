/**
 * The JSON a lead form's island sends: each named field of the form (a checkbox as true or false), the
 * submission id, and the fill time (since the page started loading, so a form sent before its island
 * started still counts its time). The honeypot and the attribution inputs are named fields like the rest.
 */
export function leadBody(form: HTMLFormElement, submissionId: string, elapsedMs: number): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) || !element.name) continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') body[element.name] = element.checked;
    else if (element.value !== '' || element.required) body[element.name] = element.value;
  }
  return { ...body, submissionId, elapsedMs: Math.max(0, Math.round(elapsedMs)) };
}

/** The same content keeps its submission id (a retry is stored once); changed content gets a new one. */
export function keyFor(previous: { id: string; fingerprint: string } | null, body: unknown, newId: () => string) {
  const fingerprint = JSON.stringify(body);
  return previous?.fingerprint === fingerprint ? previous : { id: newId(), fingerprint };
}
