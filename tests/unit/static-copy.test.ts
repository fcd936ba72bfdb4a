import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, injectIntoTemplate } from '../../scripts/prerender/html.ts';
import { withoutScripts } from '../bench/static-copy.ts';

const template =
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div>' +
  '<script type="module" crossorigin src="/assets/index.js"></script></body></html>';

describe('withoutScripts', () => {
  it('leaves a built page with its content and no JavaScript', () => {
    const page = injectIntoTemplate(template, '<title>About</title><main><h1>About</h1></main>', [
      'assets/framework.js',
      'assets/index.js',
    ]);
    expect(page).toContain(BOOT_SCRIPT);
    const stripped = withoutScripts(page);
    expect(stripped).not.toMatch(/<script|paylean:modules|\.js/);
    expect(stripped).toContain('<title>About</title>');
    expect(stripped).toContain('<div id="root"><main><h1>About</h1></main></div>');
  });
});
