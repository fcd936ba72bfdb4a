// Supabase Edge Function entry (Deno): the job application form. Behaviour lives in
// ../_shared/applications/application-handler.ts; the settings are the contact function's (../_shared/config.ts).
import { createApplicationHandler } from '../_shared/applications/application-handler.ts';
import { handlerOptionsFromEnv } from '../_shared/config.ts';
import { supabaseStorage } from '../_shared/uploads/supabase-storage.ts';
import { supabaseApplicationStore } from './supabase-store.ts';

const env = (name: string) => Deno.env.get(name);
const settings = () => ({ url: env('SUPABASE_URL'), serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY') });
const { allowedOrigins, clientAddress, ipHashSalt } = handlerOptionsFromEnv(env);

// The résumés' private bucket (created by the job_applications migration).
const files = supabaseStorage({ url: settings().url ?? '', serviceRoleKey: settings().serviceRoleKey ?? '', bucket: 'resumes' });

Deno.serve(createApplicationHandler(supabaseApplicationStore(settings), files, { allowedOrigins, clientAddress, ipHashSalt }));
