import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { editorConfig } from '../../editor/config.ts';
import { editorEntries, savedUnchanged } from '../../editor/editor-form.ts';
import { entryFile } from '../../editor/entry-files.ts';
import { loadEditorPages } from '../../editor/load-editor-pages.ts';

// Keystatic's own parse and serialize (its UI's, exported by the project's patch of @keystatic/core): what the
// editor does when a writer opens an entry and saves it.
const config = editorConfig(await loadEditorPages());
const entries = editorEntries(config);
const name = (key: (typeof entries)[number]) => ('singleton' in key ? key.singleton : `${key.collection}/${key.slug}`);

describe('every file a writer edits is in the form the editor writes', () => {
  it('holds every page, post, author, position, webinar and content file', () => {
    const files = entries.map((key) => entryFile(config, key));
    for (const file of [
      'pages/index.mdx',
      'pages/[...all].mdx',
      'pages/message-sent.mdx',
      'pages/blog.mdx',
      'content/facts.json',
      'content/faq.json',
    ])
      expect(files).toContain(file);
    expect(files.filter((file) => file.startsWith('pages/blog/'))).toHaveLength(7);
    expect(files.filter((file) => file.startsWith('content/webinars/'))).toHaveLength(1);
  });

  it.each(entries.map((key) => [name(key), key] as const))('%s: opened and saved unchanged, gives back the same bytes', (_name, key) => {
    const saved = savedUnchanged(config, key);
    expect(saved.size).toBeGreaterThan(0);
    for (const [file, bytes] of saved) expect(bytes.toString('utf8'), file).toBe(readFileSync(file, 'utf8'));
  });
});
