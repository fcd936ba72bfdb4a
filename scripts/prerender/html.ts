/** React emits hoisted head tags (title, meta, link) first in the rendered string. */
const leadingHeadTags = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/;
const viteScripts = /<script type="module" crossorigin src="[^"]+"><\/script>\s*|<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;

/**
 * Starts the app only once the browser reports the first contentful paint, so no script competes
 * with the prerendered page for the network or the main thread before it is on screen (a hidden
 * tab, which never paints, starts after 3 s). It preloads every module the page lists (fetched
 * and compiled, not run), then runs them one at a time; the list ends with the entry, which
 * hydrates. Each step is a task of its own, so nothing blocks the main thread for long (even
 * starting a preload costs about a millisecond). The same source on every page (the files come
 * from a meta tag), so a CSP can allow it by one hash.
 */
export const BOOT_SCRIPT =
  "const f=document.querySelector('meta[name=\"paylean:modules\"]').content.split(' ');" +
  'const task=()=>new Promise((r)=>{const c=new MessageChannel();c.port1.onmessage=r;c.port2.postMessage(0)});' +
  "let s=0;const go=async()=>{if(s)return;s=1;for(const u of f){const l=document.createElement('link');l.rel='modulepreload';l.href=u;document.head.append(l);await task()}" +
  'for(const u of f){await import(u).catch(()=>{});await task()}};' +
  "if(PerformanceObserver.supportedEntryTypes.includes('paint'))new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go)}}).observe({type:'paint',buffered:true});" +
  'else requestAnimationFrame(()=>setTimeout(go));setTimeout(go,3000);';

/**
 * Puts a rendered page into the built index.html: head tags into <head>, the rest into #root,
 * `beforeApp` (markup React does not own) just before #root.
 */
export function injectIntoTemplate(template: string, rendered: string, modules: string[], extraHead = '', beforeApp = ''): string {
  const hoisted = leadingHeadTags.exec(rendered)?.[0] ?? '';
  const body = rendered.slice(hoisted.length);
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('index.html lost its <!--app-head--> or <!--app-html--> placeholder');
  }
  const head = `${hoisted}<meta name="paylean:modules" content="${modules.map((m) => `/${m}`).join(' ')}">${extraHead}`;
  return template
    .replace(viteScripts, '')
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => body)
    .replace('<div id="root">', () => `${beforeApp}<div id="root">`)
    .replace('</body>', () => `<script type="module">${BOOT_SCRIPT}</script>\n  </body>`);
}
