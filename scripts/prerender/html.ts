/** React emits hoisted head tags (title, meta, link) first in the rendered string. */
const leadingHeadTags = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/;

/** Puts a rendered page into the built index.html: head tags into <head>, the rest into #root. */
export function injectIntoTemplate(template: string, rendered: string, extraHead = ''): string {
  const hoisted = leadingHeadTags.exec(rendered)?.[0] ?? '';
  const body = rendered.slice(hoisted.length);
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('index.html lost its <!--app-head--> or <!--app-html--> placeholder');
  }
  return template.replace('<!--app-head-->', () => hoisted + extraHead).replace('<!--app-html-->', () => body);
}
