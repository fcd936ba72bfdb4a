import { describe, expect, it } from 'vitest';
import { editorStorage } from '../../editor/storage.ts';

describe("the editor's storage", () => {
  it('is the checkout’s files without a repository: npm run dev’s default', () => {
    expect(editorStorage(undefined)).toEqual({ kind: 'local' });
    expect(editorStorage('')).toEqual({ kind: 'local' });
  });

  it('is the GitHub repository named, saving on editor/… branches', () => {
    expect(editorStorage('acme/website')).toEqual({ kind: 'github', repo: 'acme/website', branchPrefix: 'editor/' });
  });

  it('refuses anything but owner/name, naming the variable', () => {
    for (const repo of ['acme', 'acme/website/tree/main', 'git@github.com:acme/website.git', 'acme/ website'])
      expect(() => editorStorage(repo)).toThrow(`KEYSTATIC_GITHUB_REPO must be owner/name, such as acme/website: got "${repo}"`);
  });
});
