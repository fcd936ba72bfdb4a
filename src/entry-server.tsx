import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from './App.tsx';
import { routes } from './routes.tsx';

const { query, dataRoutes } = createStaticHandler(routes);

/** Renders one URL to HTML, waiting for lazy pages; any render error rejects. */
export async function render(url: string): Promise<string> {
  const context = await query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${url}: unexpected redirect ${context.status}`);
  const router = createStaticRouter(dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <App>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>,
    // Never outline a large Suspense boundary into a hidden div swapped in by an inline script:
    // the HTML must show the whole page without JavaScript.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length) throw new Error(`${url}: render failed: ${String(errors[0])}`, { cause: errors[0] });
  return new Response(prelude).text();
}
