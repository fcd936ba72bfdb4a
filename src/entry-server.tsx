import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { NOT_FOUND_ATTR } from '../components/sections/NotFound.tsx';
import { App } from './App.tsx';
import { RouteError } from './layout/RouteError.tsx';
import { AppRoutes } from './AppRoutes.tsx';

export interface Rendered {
  html: string;
  /** The page's CSS as <style> tags for <head>, which emotion's browser cache adopts when an island starts. */
  styles: string;
  /** 404 when the not-found page was rendered (no page, or a listing that does not exist), else 200. */
  status: number;
}

/** Renders one URL to HTML, waiting for lazy pages; any render error rejects. */
export async function render(url: string): Promise<Rendered> {
  const errors: unknown[] = [];
  // In compat mode emotion collects the CSS instead of writing a <style> before each element,
  // so the page's CSS is one block in <head>, complete before the first paint.
  // No vendor prefixes (stylis' default plugin): every browser the site supports takes flexbox,
  // transforms, transitions and keyframes unprefixed, and each page's HTML is 3-8 KB smaller.
  const cache = createCache({ key: 'css', stylisPlugins: [] });
  cache.compat = true;
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <App>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </App>
    </CacheProvider>,
    // Never outline a large Suspense boundary into a hidden div swapped in by an inline script:
    // the HTML must show the whole page without JavaScript.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length) throw new Error(`${url}: render failed: ${String(errors[0])}`, { cause: errors[0] });
  const html = await new Response(prelude).text();
  const emotion = createEmotionServer(cache);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles, status: html.includes(` ${NOT_FOUND_ATTR}=`) ? 404 : 200 };
}
export { renderPostBody } from './render-post-body.tsx';

/** The page shown for a render that failed ('Unexpected Application Error!'), for the dev server. */
export async function renderRouteError(error: unknown): Promise<string> {
  const { prelude } = await prerender(<RouteError error={error} />);
  return new Response(prelude).text();
}
