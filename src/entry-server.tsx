import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { rendered } from './blocks.tsx';

export interface Rendered {
  html: string;
  /** Root-relative sources of the lazy blocks the page rendered (see src/blocks.tsx). */
  blocks: string[];
  /** The same for its islands (widgets hydrated when the visitor comes near them). */
  islands: string[];
}

/** Renders one URL to HTML, waiting for lazy pages and blocks; any render error rejects. */
export async function render(url: string): Promise<Rendered> {
  const errors: unknown[] = [];
  rendered.blocks.clear();
  rendered.islands.clear();
  const { prelude } = await prerender(
    <App>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </App>,
    // Never outline a large Suspense boundary into a hidden div swapped in by an inline script:
    // the HTML must show the whole page without JavaScript.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length) throw new Error(`${url}: render failed: ${String(errors[0])}`, { cause: errors[0] });
  return { html: await new Response(prelude).text(), blocks: [...rendered.blocks], islands: [...rendered.islands] };
}
