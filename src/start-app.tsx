import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { beginHydration } from '../components/runtime/initial-page.ts';

const app = (
  <StrictMode>
    <App>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>
);

/** Hydrates the prerendered page in `container`, or renders into it when it is empty (the dev server's shell). */
export function startApp(container: HTMLElement): void {
  if (!container.firstElementChild) {
    createRoot(container).render(app);
    return;
  }
  beginHydration();
  // As a transition, hydration yields to the browser every few milliseconds; at the default
  // priority it would block the main thread for the whole page at once.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
