import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { beginHydration } from './lib/initial-page.ts';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>
);

/** The page's own modules, listed by the prerender (and already being fetched by the boot script). */
const pageModules = document.querySelector<HTMLMetaElement>('meta[name="paylean:modules"]')?.content.split(' ') ?? [];

if (container.firstElementChild) {
  // Hydrate once the page and its blocks are loaded, so lazy parts hydrate at once instead of
  // leaving server HTML that a click during the gap could make React discard.
  beginHydration();
  void Promise.allSettled(pageModules.map((url) => import(/* @vite-ignore */ url))).then(() => hydrateRoot(container, app));
} else {
  // The dev server serves an empty shell.
  createRoot(container).render(app);
}
