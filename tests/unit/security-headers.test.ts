import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile } from '../../build/prerender/security-headers.ts';
import { headersFor, parseHeadersFile } from '../../server/headers.ts';

describe('the Content-Security-Policy', () => {
  it('allows only our scripts, the boot script by hash, and the configured origins to connect', () => {
    const csp = contentSecurityPolicy({
      inlineScripts: ['console.log(1)'],
      connectUrls: ['https://abc.supabase.co', 'https://hooks.example.com/path?x=1', undefined],
    });
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-");
    // Compiling WebAssembly (Pagefind's search) is the one relaxation: no inline code, no eval().
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval|hashes)'/);
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co https://hooks.example.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy({ inlineScripts: [], connectUrls: [] })).not.toContain('connect-src');
  });

  it('lets forms post to the site and to the Supabase project only (the contact form without JavaScript)', () => {
    const csp = contentSecurityPolicy({ inlineScripts: [], connectUrls: [], formUrls: ['https://abc.supabase.co/', undefined] });
    expect(csp).toContain("form-action 'self' https://abc.supabase.co;");
    expect(contentSecurityPolicy({ inlineScripts: [], connectUrls: [] })).toContain("form-action 'self';");
  });

  it("lets the browser post analytics events to their endpoint's origin; a path on the site needs nothing more", () => {
    expect(contentSecurityPolicy({ inlineScripts: [], connectUrls: ['https://plausible.io/api/event'] })).toContain(
      "connect-src 'self' https://plausible.io;",
    );
    expect(contentSecurityPolicy({ inlineScripts: [], connectUrls: ['/stats/api/event'] })).not.toContain('connect-src');
  });

  it("allows a chat's script by its path, that file alone, and its other sources by origin", () => {
    const chat = { script: ['https://app.chatwoot.com/packs/js/sdk.js'], connect: [], frame: ['https://app.chatwoot.com'], img: [] };
    const csp = contentSecurityPolicy({ inlineScripts: [], connectUrls: [], chat });
    expect(csp).toMatch(/script-src [^;]* https:\/\/app\.chatwoot\.com\/packs\/js\/sdk\.js;/);
    expect(csp).not.toMatch(/script-src [^;]*https:\/\/app\.chatwoot\.com[ ;]/);
    expect(csp).toContain("frame-src 'self' https://app.chatwoot.com;");
    // A chat served under a path: that path, with what would end a source (; and ,) percent-encoded.
    const underPath = { ...chat, script: ['https://example.com/chat;v=1,2/my sdk.js'] };
    expect(contentSecurityPolicy({ inlineScripts: [], connectUrls: [], chat: underPath })).toMatch(
      /script-src [^;]* https:\/\/example\.com\/chat%3Bv=1%2C2\/my%20sdk\.js;/,
    );
  });

  it('refuses a script URL whose query or fragment the path would not name, or that is not http(s)', () => {
    for (const url of ['https://chat.example/?x=1/packs/js/sdk.js', 'https://chat.example/sdk.js#x', 'javascript:alert(1)', '/sdk.js']) {
      const chat = { script: [url], connect: [], frame: [], img: [] };
      expect(() => contentSecurityPolicy({ inlineScripts: [], connectUrls: [], chat })).toThrow("Not a script's http(s) URL");
    }
  });

  it("allows Cloudflare Turnstile's script by its path and its frames in a build with a site key, and nothing of it without", () => {
    const options = { inlineScripts: ['console.log(1)'], connectUrls: ['https://abc.supabase.co'], formUrls: ['https://abc.supabase.co'] };
    const csp = contentSecurityPolicy({ ...options, turnstile: true });
    expect(csp).toMatch(
      /script-src 'self' 'wasm-unsafe-eval' 'sha256-[^' ]+' https:\/\/challenges\.cloudflare\.com\/turnstile\/v0\/api\.js;/,
    );
    expect(csp).toContain("frame-src 'self' https://challenges.cloudflare.com;");
    // Nothing else: it calls nothing from the page, and forms still post only to the site and the project.
    expect(csp.match(/cloudflare/g)).toHaveLength(2);
    const without = contentSecurityPolicy(options);
    expect(without).toBe(contentSecurityPolicy({ ...options, turnstile: false }));
    expect(without).not.toMatch(/cloudflare|frame-src/);
    expect(without).toBe(
      csp
        .replace(' https://challenges.cloudflare.com/turnstile/v0/api.js', '')
        .replace("frame-src 'self' https://challenges.cloudflare.com; ", ''),
    );
  });

  it("allows a chat's frames and Turnstile's side by side", () => {
    const chat = { script: ['https://app.chatwoot.com/packs/js/sdk.js'], connect: [], frame: ['https://app.chatwoot.com'], img: [] };
    const csp = contentSecurityPolicy({ inlineScripts: [], connectUrls: [], chat, turnstile: true });
    expect(csp).toMatch(
      /script-src [^;]* https:\/\/app\.chatwoot\.com\/packs\/js\/sdk\.js https:\/\/challenges\.cloudflare\.com\/turnstile\/v0\/api\.js;/,
    );
    expect(csp).toContain("frame-src 'self' https://app.chatwoot.com https://challenges.cloudflare.com;");
  });

  it('rejects a configured origin that is not a URL', () => {
    expect(() => contentSecurityPolicy({ inlineScripts: [], connectUrls: ['not a url'] })).toThrow('Not a URL');
  });
});

describe('the _headers file', () => {
  const rules = parseHeadersFile(headersFile("default-src 'self'"));

  it('applies the security headers to every path and long caching to assets only', () => {
    const page = Object.fromEntries(headersFor(rules, '/about'));
    expect(page['Content-Security-Policy']).toBe("default-src 'self'");
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    expect(page['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(page['Referrer-Policy']).toBeTruthy();
    expect(page['Permissions-Policy']).toBeTruthy();
    expect(page['Cache-Control']).toBeUndefined();
    expect(Object.fromEntries(headersFor(rules, '/assets/index-abc.js'))['Cache-Control']).toContain('immutable');
  });

  it("lets a later rule replace a header and `! Name` drop one, as the hosts do (the editor's own CSP)", () => {
    const later = parseHeadersFile(`${headersFile("default-src 'self'")}/keystatic/*
  ! Content-Security-Policy
  X-Robots-Tag: noindex
/keystatic/setup
  Content-Security-Policy: default-src 'none'
`);
    const editor = Object.fromEntries(headersFor(later, '/keystatic/'));
    expect(editor['Content-Security-Policy']).toBeUndefined();
    expect(editor['X-Robots-Tag']).toBe('noindex');
    expect(editor['X-Content-Type-Options']).toBe('nosniff');
    expect(headersFor(later, '/keystatic/setup').filter(([name]) => name === 'Content-Security-Policy')).toEqual([
      ['Content-Security-Policy', "default-src 'none'"],
    ]);
    expect(Object.fromEntries(headersFor(later, '/about'))['Content-Security-Policy']).toBe("default-src 'self'");
  });
});
