import { pageVisuals, type PageVisualName } from '../../content/visuals.ts';
import { heroVisual } from '../visuals/hero-visual.ts';
import { PageVisual as View } from '../visuals/PageVisual.tsx';

/** <PageVisual name="security" /> in a page's <Hero>: the picture content/visuals.ts holds under that name. */
export default heroVisual(function PageVisual({ name }: { name: PageVisualName }) {
  const data = pageVisuals[name];
  if (!data) throw new Error(`<PageVisual name="${name}">: content/visuals.ts has no visual of that name`);
  return <View data={data} />;
});
