import type { ToastMessage } from '../../content/contact-messages.ts';

export type ToastKind = 'success' | 'error';

let shown: string | number | undefined;

/**
 * Shows a toast with sonner, loaded on first use through ToastHost's chunk (importing 'sonner'
 * on its own would make Rollup split React out of the shared runtime chunk, a file more on every
 * route). The form's previous toast is dismissed first, so a second submit never stacks a stale
 * message over the new one. Errors use sonner's error (destructive) type.
 */
export async function showToast(kind: ToastKind, { title, description }: ToastMessage): Promise<void> {
  try {
    const { toast } = await import('./ToastHost.tsx');
    if (shown !== undefined) toast.dismiss(shown);
    shown = toast[kind](title, { description });
  } catch (error) {
    console.error(`could not show the toast "${title}: ${description}"`, error);
  }
}
