import type { EmotionCache } from '@emotion/cache';
import { CacheProvider, withEmotionCache } from '@emotion/react';
import { useId, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { islandAttributes, islandIdPrefix, type Island as IslandKind } from './islands.ts';

interface Props<P extends object> {
  /** Which island (components/runtime/islands.ts): its module starts `component` in the browser. */
  island: IslandKind;
  component: ComponentType<P>;
  props: P;
}

const IslandWithCache = withEmotionCache(({ island, component, props }: Props<object>, cache: EmotionCache) => {
  const Component = component;
  const id = useId();
  const html = renderToString(
    <CacheProvider value={cache}>
      <Component {...props} />
    </CacheProvider>,
    { identifierPrefix: islandIdPrefix(island, id) },
  );
  return <div {...islandAttributes(island, props, id)} dangerouslySetInnerHTML={{ __html: html }} />;
});

/**
 * A widget with code of its own in the prerendered page. Its HTML is rendered as a root of its own,
 * as the browser hydrates it, into an element that names it and carries its props. The rest of the
 * page is never hydrated. Its styles join the page's.
 */
export function Island<P extends object>(props: Props<P>) {
  return <IslandWithCache {...(props as unknown as Props<object>)} />;
}
