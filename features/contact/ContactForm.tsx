import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { createQueryClient } from './send/query-client.ts';
import { ContactFormBody } from './ContactFormBody.tsx';

const ToastHost = lazy(() => import('./ToastHost.tsx'));

/**
 * The contact form block (pages/index.mdx renders it in #contact). The page's start-up JS holds
 * only the form itself and react-query; the toaster loads when the visitor first focuses a field
 * (or submits), the country combobox when they reach for it, and the Supabase client on the first
 * submit. The toaster sits outside the <form>: its close buttons have no type and would submit it.
 */
export default function ContactForm() {
  const [queryClient] = useState(createQueryClient);
  const [toasts, setToasts] = useState(false);
  return (
    <div>
      <QueryClientProvider client={queryClient}>
        <ContactFormBody onReach={() => setToasts(true)} />
      </QueryClientProvider>
      {toasts && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </div>
  );
}
