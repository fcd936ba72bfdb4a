import { Toaster } from 'sonner';

// The one door to sonner, so it and React's runtime chunk load together (see show-toast.ts).
export { toast } from 'sonner';

/** sonner's toaster, in its own chunk: loaded when the visitor first reaches the form. */
export default function ToastHost() {
  return <Toaster theme="system" richColors closeButton />;
}
