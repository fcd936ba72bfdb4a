declare module 'virtual:webinars' {
  /** Every session, upcoming first, each marked as of the build and without its join link: build/vite/webinars.ts. */
  export const webinars: import('../../supabase/functions/_shared/webinars/session.ts').ListedWebinar[];
}
