import { corsHeaders as supabaseCorsHeaders } from '@supabase/supabase-js/cors';

// supabase-js keeps its list in step with the headers its clients send (authorization, x-client-info,
// apikey, content-type, and newer ones such as x-retry-count); this function only takes POST.
const ALLOW = {
  'Access-Control-Allow-Headers':
    supabaseCorsHeaders['Access-Control-Allow-Headers'] ?? 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
};

export interface CorsAnswer {
  /** False only for a browser request (it has an Origin) from an origin that is not allowed. */
  allowed: boolean;
  headers: Record<string, string>;
}

/**
 * Allows the listed origins ('*' allows any) and the function's own, as configured (same-origin needs no CORS, but
 * browsers still send Origin on a POST): never the origin of the request's URL, whose Host a script can forge. A
 * disallowed origin gets no Access-Control-Allow-Origin, so its page cannot read the answer, and its preflight is
 * refused, so its browser never sends the POST.
 */
export function corsPolicy(allowedOrigins: readonly string[], ownOrigins: readonly string[]): (req: Request) => CorsAnswer {
  const any = allowedOrigins.includes('*');
  const allowed = new Set([...allowedOrigins, ...ownOrigins]);
  return (req) => {
    const origin = req.headers.get('origin');
    if (origin === null) return { allowed: true, headers: { ...ALLOW, Vary: 'Origin' } };
    if (any || allowed.has(origin)) {
      return { allowed: true, headers: { ...ALLOW, 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } };
    }
    return { allowed: false, headers: { Vary: 'Origin' } };
  };
}

/** ALLOWED_ORIGINS: comma-separated origins such as `https://paylean.example, https://www.paylean.example`. */
export function parseOrigins(text: string | undefined): { origins: string[]; invalid: string[] } {
  const origins: string[] = [];
  const invalid: string[] = [];
  for (const item of (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (item === '*') origins.push(item);
    else if (URL.canParse(item) && new URL(item).origin !== 'null') origins.push(new URL(item).origin);
    else invalid.push(item);
  }
  return { origins, invalid };
}
