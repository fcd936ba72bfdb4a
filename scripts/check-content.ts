// Checks every content file a writer edits with the rules the build and the editor's save use, and that each is
// in the form the editor writes (so a save changes only what the writer changed). Prints one line per problem,
// naming the file, the line or field, and why; exits 1 when there is one. `--fix-form` rewrites the files the
// editor would rewrite on a save, into its form (after a hand edit).
// Run: npm run check:content [-- --fix-form]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkContent } from '../build/content/check-files.ts';
import { editorConfig } from '../editor/config.ts';
import { editorEntries, filesNotInEditorForm, savedUnchanged } from '../editor/editor-form.ts';
import { loadEditorPages } from '../editor/load-editor-pages.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { 'fix-form': { type: 'boolean', default: false } } });
const config = editorConfig(await loadEditorPages());

if (values['fix-form']) {
  for (const key of editorEntries(config))
    for (const [file, bytes] of savedUnchanged(config, key)) writeFileSync(path.join(root, file), bytes);
}
const problems = [
  ...(await checkContent()),
  ...filesNotInEditorForm(config).map((file) => `${file}: not in the form the editor writes: run npm run check:content -- --fix-form`),
];
for (const problem of problems) console.log(problem);
console.log(
  problems.length ? `\n${problems.length} problem${problems.length === 1 ? '' : 's'}` : 'Content: every file passes, in the editor’s form.',
);
process.exitCode = problems.length ? 1 : 0;
