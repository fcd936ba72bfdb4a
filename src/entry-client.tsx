import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App.tsx';
import { routes } from './routes.tsx';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App>
      <RouterProvider router={createBrowserRouter(routes)} />
    </App>
  </StrictMode>
);

// Built pages are prerendered and hydrate; the dev server serves an empty shell.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
