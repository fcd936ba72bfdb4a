// The prerendered page's boot script runs this module last, after the app's other modules and the
// page's chunks (scripts/prerender/html.ts), so hydration finds every lazy part already loaded.
// The app is a separate chunk, imported here, because the pages' chunks import parts of it.
void import('./start-app.tsx').then(({ startApp }) => startApp(document.getElementById('root')!));
