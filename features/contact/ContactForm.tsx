import { lazy, Suspense, useState } from 'react';
import { ContactFormBody } from './ContactFormBody.tsx';

const ToastHost = lazy(() => import('../../components/toast/ToastHost.tsx'));

/**
 * The contact form block (pages/index.mdx renders it in #contact). Its island holds only the form
 * itself; the checks, the send's query client and the toaster load when the visitor first focuses
 * a field (or submits), the country combobox when they reach for it, and the Supabase client on the
 * first submit. The toaster sits outside the <form>: its close buttons have no type and would submit it.
 */
export default function ContactForm() {
  const [toasts, setToasts] = useState(false);
  return (
    <div>
      <ContactFormBody onReach={() => setToasts(true)} />
      {toasts && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </div>
  );
}
