import type { Config } from '@keystatic/core';

/**
 * Writers' saves on the deployed site go to branches named with this prefix, never to the default branch: each
 * branch becomes a pull request that CI checks and the host previews before anyone merges it.
 */
export const EDITOR_BRANCH_PREFIX = 'editor/';

const REPO = /^[\w.-]+\/[\w.-]+$/;

/**
 * Where the editor reads and saves: the GitHub repository `repo` (`owner/name`, from KEYSTATIC_GITHUB_REPO) through
 * GitHub's API, or, without one, the files of this checkout (`npm run dev`'s default). The build and the dev server
 * replace `process.env.KEYSTATIC_GITHUB_REPO` in the editor's browser code with its value.
 */
export function editorStorage(repo: string | undefined = process.env.KEYSTATIC_GITHUB_REPO): Config['storage'] {
  if (!repo) return { kind: 'local' };
  if (!REPO.test(repo)) throw new Error(`KEYSTATIC_GITHUB_REPO must be owner/name, such as acme/website: got "${repo}"`);
  return { kind: 'github', repo: repo as `${string}/${string}`, branchPrefix: EDITOR_BRANCH_PREFIX };
}
