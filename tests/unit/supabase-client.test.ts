import { describe, expect, test } from 'vitest';
import { LOCAL_ANON_KEY, supabaseConfig, SupabaseConfigError } from '../../features/contact/send/client.ts';

const origin = 'http://127.0.0.1:4173';

describe('supabaseConfig', () => {
  test('with nothing set it points at the local backend on the same origin, with a placeholder key', () => {
    expect(supabaseConfig({}, origin)).toEqual({ url: origin, anonKey: LOCAL_ANON_KEY });
    expect(supabaseConfig({ VITE_SUPABASE_URL: ' ', VITE_SUPABASE_ANON_KEY: '' }, origin)).toEqual({
      url: origin,
      anonKey: LOCAL_ANON_KEY,
    });
  });

  test('uses the project URL and anon key from the environment', () => {
    expect(supabaseConfig({ VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SUPABASE_ANON_KEY: 'anon-key' }, origin)).toEqual({
      url: 'https://abc.supabase.co',
      anonKey: 'anon-key',
    });
  });

  test('a URL without its key is a configuration error', () => {
    expect(() => supabaseConfig({ VITE_SUPABASE_URL: 'https://abc.supabase.co' }, origin)).toThrow(SupabaseConfigError);
  });
});
