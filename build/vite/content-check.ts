import type { Plugin } from 'vite';
import { contentProblems } from '../content/content-problems.ts';

/**
 * Checks every content file against its schema when a build starts, as the page frontmatter is
 * checked while each page compiles: a wrong field fails the build naming the file and the field.
 */
export function contentCheck(check: () => string[] = contentProblems): Plugin {
  return {
    name: 'content-check',
    // Once per build: the client build checks, the SSR build of the same content need not again.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    buildStart() {
      const problems = check();
      if (problems.length) this.error(`Content does not match its schema:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    },
  };
}
