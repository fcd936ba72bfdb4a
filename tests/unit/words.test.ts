import { describe, expect, it } from 'vitest';
import { SENT } from '../../content/contact-messages.ts';
import { claims, site } from '../../content/site.ts';
import { FACTS_FILE } from '../../scripts/content/facts-file.ts';
import { words } from '../../scripts/vite/words.ts';

type Transform = (this: { addWatchFile: (file: string) => void }, code: string, id: string) => { code: string } | undefined;

describe("the site's words as the site loads them", () => {
  const transform = words().transform as Transform;
  const load = (code: string, id: string) => {
    const watched: string[] = [];
    const result = transform.call({ addWatchFile: (file) => watched.push(file) }, code, id);
    return { data: result && (JSON.parse(result.code) as unknown), watched };
  };

  it('have their claims and facts filled in, the values their code fills in left, and follow the facts', () => {
    const source = JSON.stringify({ sent: { description: 'We reply {responseTime}.' }, results: '{count} results on {name}' });
    expect(load(source, '/site/content/words/search.json')).toEqual({
      data: { sent: { description: `We reply ${claims.responseTime}.` }, results: `{count} results on ${site.name}` },
      watched: [FACTS_FILE],
    });
  });

  it('leave every other file as it is', () => {
    expect(load('{"q":"{costReduction}"}', '/site/content/faq.json')).toEqual({ data: undefined, watched: [] });
  });

  it("reach the code filled: the contact form's toast states the response time once stated in the facts", () => {
    expect(SENT.description).toBe(`We'll get back to you ${claims.responseTime}.`);
  });
});
