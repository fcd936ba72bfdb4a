/**
 * Where the links in emails, calendar files and a newsletter link's redirect point: always the configured
 * addresses, never the request's Host or Origin, which a script can forge to put its own site into a genuine email.
 */
export interface PublicLinks {
  /** The site's origin (SITE_URL). */
  site: string;
  /** The functions' base address, `<origin>/functions/v1`. */
  functions: string;
}

/** An origin from a configured URL, or undefined for an empty or unusable one. */
export const originOf = (url: string | undefined) => (url && URL.canParse(url) ? new URL(url).origin : undefined);

/**
 * On Supabase: the functions at the project's address (SUPABASE_URL, which the platform sets), and the site at
 * SITE_URL, or the project's address when it is unset.
 */
export function supabaseLinks(env: (name: string) => string | undefined): PublicLinks {
  const project = originOf(env('SUPABASE_URL'));
  if (!project) throw new Error('SUPABASE_URL is not set: the links in emails would have nowhere to point.');
  return { site: originOf(env('SITE_URL')) ?? project, functions: `${project}/functions/v1` };
}
