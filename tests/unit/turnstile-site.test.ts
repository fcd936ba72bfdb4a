import { afterEach, describe, expect, it, vi } from 'vitest';
import { TURNSTILE_FIELD as FUNCTION_FIELD } from '@shared/http/form-post';
import { TURNSTILE_FIELD, turnstileSiteKey, turnstileWidgetHtml } from '../../components/turnstile/turnstile.ts';
import { injectIntoTemplate } from '../../build/prerender/html.ts';
import { pageScripts, startupJs } from '../../build/prerender/route-sizes.ts';

const TEMPLATE = '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';
const SCRIPT = '<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer></script>';

describe("Turnstile's site key (TURNSTILE_SITE_KEY, at build)", () => {
  it('is none when unset or blank, the key trimmed when set, and stops the build when Cloudflare cannot have issued it', () => {
    expect(turnstileSiteKey({})).toBeUndefined();
    expect(turnstileSiteKey({ TURNSTILE_SITE_KEY: '  ' })).toBeUndefined();
    expect(turnstileSiteKey({ TURNSTILE_SITE_KEY: ' 0x4AAAAAAA_b-C ' })).toBe('0x4AAAAAAA_b-C');
    expect(() => turnstileSiteKey({ TURNSTILE_SITE_KEY: '"><script>alert(1)</script>' })).toThrow(
      /^TURNSTILE_SITE_KEY is the widget's site key/,
    );
  });
});

describe("the token's field", () => {
  it('is named in the islands as the function reads it', () => {
    expect(TURNSTILE_FIELD).toBe(FUNCTION_FIELD);
  });
});

describe("a page's head", () => {
  const page = (rendered: string) => injectIntoTemplate(TEMPLATE, { rendered, pageScript: '' });

  it("loads Cloudflare's script once when the page holds a widget (one or more forms), in the head", () => {
    const widget = turnstileWidgetHtml('0x4AAAAAAA');
    const html = page(`<main><form method="post">${widget}</form><form method="post">${widget}</form></main>`);
    expect(html.split(SCRIPT)).toHaveLength(2);
    expect(html.indexOf(SCRIPT)).toBeLessThan(html.indexOf('</head>'));
  });

  it("counts Cloudflare's script, which is not the site's, out of the page's start-up JS", async () => {
    const html = page(`<form method="post">${turnstileWidgetHtml('0x4AAAAAAA')}</form>`);
    const scripts = pageScripts(html);
    expect(scripts.external).toEqual(['https://challenges.cloudflare.com/turnstile/v0/api.js']);
    // The page script alone: nothing is read from dist/ for Cloudflare's.
    expect((await startupJs('/nonexistent', scripts, {})).parts.map((part) => part.name)).toEqual(['inline script 1']);
  });

  it('loads nothing of it on a page without a widget: the page is what it was', () => {
    const rendered =
      '<main><form method="post"><input name="email"></form><p>class=&quot;cf-turnstile&quot; in prose, as React escapes it</p></main>';
    expect(page(rendered)).not.toContain('challenges.cloudflare.com');
  });
});

describe('the not-sent pages', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  const reasons = async (): Promise<Record<string, string>[]> => [
    (await import('../../features/contact/contact-not-sent.ts')).NOT_SENT_REASONS,
    (await import('../../features/forms/lead-not-sent.ts')).LEAD_NOT_SENT_REASONS,
    (await import('../../features/careers/application-not-sent.ts')).APPLICATION_NOT_SENT_REASONS,
  ];

  it('say what to do for #human-check only in a build with a site key', async () => {
    for (const page of await reasons()) expect(page).not.toHaveProperty('human-check');
    vi.resetModules();
    vi.stubEnv('TURNSTILE_SITE_KEY', '0x4AAAAAAA');
    for (const page of await reasons()) {
      expect(page['human-check']).toBe(
        'Please complete the check that you are human, then send again. The check needs JavaScript: if it is off, please turn it on.',
      );
    }
  });
});
