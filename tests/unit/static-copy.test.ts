import { describe, expect, it } from 'vitest';
import { injectIntoTemplate } from '../../build/prerender/html.ts';
import { withoutScripts } from '../bench/static-copy.ts';

const template = '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

describe('withoutScripts', () => {
  it('leaves a built page with its content and structured data, and no JavaScript', () => {
    const page = injectIntoTemplate(template, {
      rendered: '<title>About</title><main><h1>About</h1></main>',
      head: '<script type="application/ld+json">{"@type":"Organization"}</script>',
      pageScript: 'window.started=1',
    });
    expect(page).toContain('<script>window.started=1</script>');
    expect(page).toContain('<script type="speculationrules">');
    const stripped = withoutScripts(page);
    expect(stripped).not.toMatch(/<script>|speculationrules|started/);
    expect(stripped).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(stripped).toContain('<title>About</title>');
    expect(stripped).toContain('<div id="root"><main><h1>About</h1></main></div>');
  });
});
