import { describe, expect, it } from 'vitest';
import { SENT } from '../../content/contact-messages.ts';
import { claims, site } from '../../content/site.ts';
import { FACTS_FILE } from '../../build/content/facts-file.ts';
import { words } from '../../build/vite/words.ts';

type Transform = (this: object, code: string, id: string) => { code: string } | undefined;

describe("the site's words as the site loads them", () => {
  const transform = words().transform as Transform;
  const load = (code: string, id: string) => {
    const result = transform.call({}, code, id);
    return result && (JSON.parse(result.code) as unknown);
  };

  it('have their claims and facts filled in, and the values their code fills in left', () => {
    const source = JSON.stringify({ sent: { description: 'We reply {responseTime}.' }, results: '{count} results on {name}' });
    expect(load(source, '/site/content/words/search.json')).toEqual({
      sent: { description: `We reply ${claims.responseTime}.` },
      results: `{count} results on ${site.name}`,
    });
  });

  it('are loaded again, under npm run dev, when the facts change', () => {
    const hotUpdate = words().hotUpdate as (
      this: { environment: { moduleGraph: { idToModuleMap: Map<string, { file: string }> } } },
      options: { file: string; modules: { file: string }[] },
    ) => { file: string }[] | undefined;
    const graph = new Map([
      ['/site/content/words/blog.json', { file: '/site/content/words/blog.json' }],
      ['/site/content/faq.json', { file: '/site/content/faq.json' }],
      ['/site/content/site.ts', { file: '/site/content/site.ts' }],
    ]);
    const context = { environment: { moduleGraph: { idToModuleMap: graph } } };
    const facts = { file: FACTS_FILE };
    expect(hotUpdate.call(context, { file: FACTS_FILE, modules: [facts] })).toEqual([facts, { file: '/site/content/words/blog.json' }]);
    expect(hotUpdate.call(context, { file: '/site/content/faq.json', modules: [] })).toBeUndefined();
  });

  it('leave every other file as it is', () => {
    expect(load('{"q":"{costReduction}"}', '/site/content/faq.json')).toBeUndefined();
  });

  it("reach the code filled: the contact form's toast states the response time once stated in the facts", () => {
    expect(SENT.description).toBe(`We'll get back to you ${claims.responseTime}.`);
  });
});
