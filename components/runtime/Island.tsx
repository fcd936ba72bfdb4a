import type { EmotionCache } from '@emotion/cache';
import { CacheProvider, withEmotionCache } from '@emotion/react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { islandIdPrefix } from './island-id.ts';

interface Props<P extends object> {
  /** The island's module is `features/<feature>/<name>.island.ts[x]`; the build checks that it exists. */
  name: string;
  component: ComponentType<P>;
  props: P;
  /** 'near' (the default): starts as the visitor nears or reaches for it; 'open': only when asked for. */
  load?: 'near' | 'open';
}

const IslandWithCache = withEmotionCache(({ name, component, props, load }: Props<object>, cache: EmotionCache) => {
  const Component = component;
  const html = renderToString(
    <CacheProvider value={cache}>
      <Component {...props} />
    </CacheProvider>,
    { identifierPrefix: islandIdPrefix(name) },
  );
  const data = Object.keys(props).length ? JSON.stringify(props) : undefined;
  return <div data-island={name} data-load={load} data-props={data} dangerouslySetInnerHTML={{ __html: html }} />;
});

/**
 * A widget with code of its own in the prerendered page. Its HTML is rendered as a root of its own,
 * as the browser hydrates it, into an element that names it and carries its props; the build adds
 * the list of its modules. The rest of the page is never hydrated. Its styles join the page's.
 */
export function Island<P extends object>(props: Props<P>) {
  return <IslandWithCache {...(props as unknown as Props<object>)} />;
}
