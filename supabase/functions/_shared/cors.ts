import { corsHeaders as supabaseCorsHeaders } from '@supabase/supabase-js/cors';

// supabase-js keeps its export in step with the headers its clients send (authorization, x-client-info,
// apikey, content-type, and newer ones such as x-retry-count); this function only takes POST.
export const corsHeaders: Record<string, string> = {
  ...supabaseCorsHeaders,
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
};
