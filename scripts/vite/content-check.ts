import type { Plugin } from 'vite';
import { contentFiles, type ContentFile } from '../../content/schemas/files.ts';

/** One line per wrong field of a content list: `content/faq.ts: helpCards.1.title: Invalid input: expected string, received number`. */
export function contentProblems(files: ContentFile[] = contentFiles): string[] {
  return files.flatMap(({ file, exports, schema }) => {
    const result = schema.safeParse(exports);
    return result.success ? [] : result.error.issues.map((issue) => `${file}: ${issue.path.join('.')}: ${issue.message}`);
  });
}

/**
 * Parses every content list with its schema when a build starts, as the page frontmatter is
 * checked while each page compiles: a wrong field fails the build naming the file and the field.
 */
export function contentCheck(files: ContentFile[] = contentFiles): Plugin {
  return {
    name: 'content-check',
    // Once per build: the client build checks, the SSR build of the same content need not again.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    buildStart() {
      const problems = contentProblems(files);
      if (problems.length) this.error(`Content does not match its schema:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    },
  };
}
