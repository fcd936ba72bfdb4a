// Supabase Edge Function entry (Deno) of the editor's GitHub sign-in: /functions/v1/keystatic/github/*, which the
// site's host serves at /api/keystatic/github/* (the rules `npm run build` writes with KEYSTATIC_GITHUB_REPO set).
// All behaviour lives in ./handler.ts.
import { editorSignIn } from './handler.ts';

Deno.serve(editorSignIn((name) => Deno.env.get(name)));
