// Supabase Edge Function entry (Deno) of the job application form. Behaviour lives in
// ../_shared/forms/application/application-function.ts (the forms pipeline); settings in ../_shared/config.ts.
import { createApplicationHandler } from '../_shared/forms/application/application-function.ts';
import { functionOptionsFromEnv } from '../_shared/config.ts';
import { withCanonicalPath } from '../_shared/request-path.ts';
import { supabaseStore } from '../_shared/db/supabase-store.ts';
import { supabaseStorage } from '../_shared/uploads/supabase-storage.ts';

const env = (name: string) => Deno.env.get(name);
const settings = () => ({ url: env('SUPABASE_URL'), serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY') });

// The résumés' private bucket (created by the job_applications migration).
const files = supabaseStorage({ url: settings().url ?? '', serviceRoleKey: settings().serviceRoleKey ?? '', bucket: 'resumes' });

Deno.serve(withCanonicalPath(createApplicationHandler(supabaseStore(settings), files, functionOptionsFromEnv('submit-application', env))));
