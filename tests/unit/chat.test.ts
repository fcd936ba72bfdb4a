import { describe, expect, it } from 'vitest';
import { formGoalEvent, goalEvent } from '@shared/delivery/analytics-goals';
import { leadForms, RESPONSE_TIME } from '@shared/forms/leads/lead-forms';
import { DEFAULT_TEAM_EMAIL, mailSettingsFromEnv } from '@shared/delivery/mail-config';
import { configuredChat } from '../../components/chat/configured-chat.ts';
import { chatwootOrigins } from '../../components/chat/chatwoot.ts';
import facts from '../../content/facts.json' with { type: 'json' };
import { chatAttributes } from '../../features/chat/chat-attributes.ts';
import { contentSecurityPolicy } from '../../build/prerender/security-headers.ts';

const CHATWOOT = { VITE_CHATWOOT_BASE_URL: 'https://chat.paylean.example/', VITE_CHATWOOT_WEBSITE_TOKEN: 'tok123' };

describe('the configured chat', () => {
  it('is none unless the build names both Chatwoot variables', () => {
    expect(configuredChat({})).toBeUndefined();
    expect(configuredChat({ VITE_CHATWOOT_BASE_URL: 'https://chat.paylean.example' })).toBeUndefined();
    expect(configuredChat({ VITE_CHATWOOT_WEBSITE_TOKEN: 'tok123' })).toBeUndefined();
    expect(configuredChat({ ...CHATWOOT, VITE_CHATWOOT_WEBSITE_TOKEN: '  ' })).toBeUndefined();
  });

  it("is Chatwoot with both, needing its SDK's script, its origin for frames and images, and its WebSocket's", () => {
    const chat = configuredChat(CHATWOOT);
    expect(chat?.name).toBe('Chatwoot');
    expect(chat?.sources).toEqual({
      script: ['https://chat.paylean.example/packs/js/sdk.js'],
      connect: ['https://chat.paylean.example', 'wss://chat.paylean.example'],
      frame: ['https://chat.paylean.example'],
      img: ['https://chat.paylean.example'],
    });
    // A Chatwoot served under a path: its SDK is under it too, as the loader loads it.
    expect(configuredChat({ ...CHATWOOT, VITE_CHATWOOT_BASE_URL: 'https://paylean.example/chat/' })?.sources.script).toEqual([
      'https://paylean.example/chat/packs/js/sdk.js',
    ]);
    expect(chatwootOrigins('http://127.0.0.1:4790')).toEqual({ origin: 'http://127.0.0.1:4790', socket: 'ws://127.0.0.1:4790' });
  });
});

describe("the page's Content-Security-Policy with a chat", () => {
  it("allows the chat's SDK and origin only in a build that configures one", () => {
    const csp = contentSecurityPolicy({
      inlineScripts: [],
      connectUrls: ['https://abc.supabase.co'],
      chat: configuredChat(CHATWOOT)?.sources,
    });
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' +https:\/\/chat\.paylean\.example\/packs\/js\/sdk\.js;/);
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co https://chat.paylean.example wss://chat.paylean.example;");
    expect(csp).toContain("frame-src 'self' https://chat.paylean.example;");
    expect(csp).toContain("img-src 'self' data: https://chat.paylean.example;");
    const without = contentSecurityPolicy({ inlineScripts: [], connectUrls: [] });
    expect(without).not.toContain('chat.paylean.example');
    expect(without).not.toContain('frame-src');
  });
});

describe('what the conversation learns of the visit', () => {
  it("is the page and the visit's utm_* tags, nothing else", () => {
    const kept = JSON.stringify({
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'brazil',
      referrer: 'https://www.google.com/?q=x',
    });
    expect(chatAttributes('/faq', kept)).toEqual({ page: '/faq', utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'brazil' });
  });

  it('is the page alone for a direct visit, a kept source that is not JSON, or none', () => {
    expect(chatAttributes('/faq', JSON.stringify({}))).toEqual({ page: '/faq' });
    expect(chatAttributes('/faq', '{oops')).toEqual({ page: '/faq' });
    expect(chatAttributes('/faq', null)).toEqual({ page: '/faq' });
    expect(chatAttributes('/faq', JSON.stringify({ utmSource: 42 }))).toEqual({ page: '/faq' });
  });
});

describe('the chat form', () => {
  it("says the company's response time, as content/facts.json states it", () => {
    expect(RESPONSE_TIME).toBe(facts.claims.responseTime);
    expect(leadForms.chat.after.text).toContain(`We reply by email ${facts.claims.responseTime}`);
  });

  it("goes by default to the company's contact address, as content/facts.json states it; TEAM_EMAIL names another", () => {
    expect(DEFAULT_TEAM_EMAIL).toBe(facts.email);
    expect(mailSettingsFromEnv(() => undefined).teamEmail).toBe(facts.email);
    const env: Record<string, string> = { TEAM_EMAIL: ' questions@paylean.example ' };
    expect(mailSettingsFromEnv((name) => env[name]).teamEmail).toBe('questions@paylean.example');
  });

  it('counts Start Chat as Chat Start and a sent question as Chat Message', () => {
    expect(goalEvent('chatStart', { page: '/faq' })).toEqual({ name: 'Chat Start', props: { page: '/faq' } });
    expect(formGoalEvent('chat', { page: '/chat' })).toEqual({ name: 'Chat Message', props: { form: 'chat', page: '/chat' } });
  });
});
