// Editor saves that could take the site down: new pages at addresses the site already uses, and a page made from a
// template and saved as it came. Each is put to the editor's save check in this process; nothing is written.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkEditorSave } from '../../../editor/save.ts';
import { root } from '../../../build/pages.ts';

const template = (name: string) => readFileSync(path.join(root, 'content/page-templates', `${name}.mdx`), 'utf8');
const titled = (source: string, title: string) => source.replace(/^title: .*$/m, `title: ${title}`);
const base64 = (text: string) => Buffer.from(text).toString('base64');

/** Each save: a new page's file and contents, as the editor sends them. */
const SAVES: readonly { label: string; file: string; contents: () => string }[] = [
  { label: 'a new page titled "Careers"', file: 'pages/careers.mdx', contents: () => titled(template('blank'), 'Careers') },
  {
    label: 'a new page titled "Newsletter Archive"',
    file: 'pages/newsletter-archive.mdx',
    contents: () => titled(template('blank'), 'Newsletter Archive'),
  },
  {
    label: 'the service template titled "Payroll for Dental Practices", saved as it came',
    file: 'pages/services/payroll-for-dental-practices.mdx',
    contents: () => titled(template('service'), 'Payroll for Dental Practices'),
  },
];

export async function probeEditorSaves(): Promise<string[]> {
  const lines = ['\neditor saves of new pages (the save check, in this process; nothing written)'];
  for (const save of SAVES) {
    const problems = await checkEditorSave({ additions: [{ path: save.file, contents: base64(save.contents()) }], deletions: [] });
    lines.push(`  ${save.label}: ${problems.length ? `refused: ${problems[0]}` : 'accepted'}`);
  }
  return lines;
}
