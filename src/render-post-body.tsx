import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { PostBodyOnly } from '../features/blog/post-body-only.ts';
import { postRoute } from '../content/blog.ts';
import { App } from './App.tsx';

const postModules = import.meta.glob<{ default: ComponentType }>('../pages/blog/*.mdx');

/** A post's body alone as HTML (for the feeds), rendered from its compiled MDX. */
export async function renderPostBody(slug: string): Promise<string> {
  const load = postModules[`../pages/blog/${slug}.mdx`];
  if (!load) throw new Error(`No post pages/blog/${slug}.mdx`);
  const { default: Content } = await load();
  return renderToStaticMarkup(
    <PostBodyOnly value={true}>
      <App>
        <StaticRouter location={postRoute(slug)}>
          <Content />
        </StaticRouter>
      </App>
    </PostBodyOnly>,
  );
}
