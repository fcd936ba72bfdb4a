import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Imports run one way: pages and the app shell (src/) use features; a feature uses the shared
// components, the content and the contact schema; components use content; content uses nothing of
// the app. The function's code stands alone, so it deploys without the site. The build (build/)
// runs in Node beside the app, not above it: it uses the content, the local server and the
// function's shared code, and of components/ and src/ only what has no view (a .ts module, or the
// types of a .tsx one). The view reaches the build through Vite's server bundle, never an import,
// and logic the build and a feature share (a listing's pages) lives in content/, below both. The editor (editor/)
// uses the build's content rules; scripts/ holds the entry points, over both.

const root = path.resolve(import.meta.dirname, '../..');

/** What files in each top folder may import, besides their own folder. */
const ALLOWED: Record<string, string[]> = {
  content: [],
  components: ['content'],
  features: ['components', 'content', 'supabase/functions/_shared'],
  src: ['features', 'components', 'content', 'supabase/functions/_shared'],
  pages: ['features', 'components', 'content'],
  server: ['supabase/functions/_shared'],
  'supabase/functions': [],
  build: ['content', 'server', 'supabase/functions/_shared', 'components', 'src'],
  editor: ['build', 'content', 'server', 'supabase/functions/_shared', 'components', 'src'],
  scripts: ['build', 'editor', 'content', 'server', 'supabase/functions/_shared', 'components', 'src'],
};

/** Folders whose modules with a view (.tsx) an area may import for their types only. */
const WITHOUT_VIEW: Record<string, string[]> = {
  build: ['components', 'src'],
  editor: ['components', 'src'],
  scripts: ['components', 'src'],
};

/**
 * The imports from a feature into another: the calculator asks the contact form to fill in the employees,
 * every post ends with the newsletter's sign-up form, each webinar session has a lead form, and Start Chat's panel
 * and the chat's page hold the chat's lead form.
 */
const BETWEEN_FEATURES = new Set([
  'features/calculator/CalculatorResults.tsx -> features/contact/contact-prefill.ts',
  'features/blog/blocks/BlogPost.tsx -> features/forms/blocks/NewsletterSignup.tsx',
  'features/webinars/SessionPanel.tsx -> features/forms/LeadForm.tsx',
  'features/chat/ChatStart.tsx -> features/forms/LeadForm.tsx',
  'features/chat/blocks/ChatForm.tsx -> features/forms/LeadForm.tsx',
  'features/chat/chat-start.island.ts -> features/forms/lead-form.island.ts',
]);

/** The build's imports of the editor: the content checks know the site's blocks and their options by the editor's list. */
const BUILD_TO_EDITOR = new Set(['build/content/check-files.ts -> editor/components.ts']);

const areaOf = (file: string) => Object.keys(ALLOWED).find((area) => file === area || file.startsWith(`${area}/`));
const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|mdx)$/.test(file))
    .map((file) => path.posix.join(dir, file.replaceAll('\\', '/')));
}

const repoPath = (file: string, spec: string) => {
  if (spec.startsWith('@shared/')) return `supabase/functions/_shared/${spec.slice('@shared/'.length)}`;
  return spec.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)) : undefined;
};

/** The repository files a source file imports (relative and @shared/ specifiers, also dynamic and glob imports). */
function importsOf(file: string): string[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  const specifiers = [...source.matchAll(/(?:from|import\(|import)\s*['"]([^'"]+)['"]|['"](\.\.?\/[^'"]+\.tsx?)['"]/g)].map(
    (m) => (m[1] ?? m[2])!,
  );
  return specifiers.flatMap((spec) => repoPath(file, spec) ?? []);
}

/** The repository files a source file imports only types from (`import type ... from`). */
function typeImportsOf(file: string): Set<string> {
  const source = readFileSync(path.join(root, file), 'utf8');
  return new Set([...source.matchAll(/import\s+type\s[^;]*?from\s*['"]([^'"]+)['"]/g)].flatMap((m) => repoPath(file, m[1]!) ?? []));
}

function violations(): string[] {
  const found: string[] = [];
  for (const file of Object.keys(ALLOWED).flatMap(sourceFiles)) {
    const area = areaOf(file)!;
    const types = typeImportsOf(file);
    for (const target of importsOf(file)) {
      const targetArea = areaOf(target) ?? target.split('/')[0]!;
      const edge = `${file} -> ${target}`;
      if (BUILD_TO_EDITOR.has(edge)) continue;
      if (targetArea === area) {
        const [from, to] = [featureOf(file), featureOf(target)];
        if (from !== to && !BETWEEN_FEATURES.has(edge)) found.push(edge);
      } else if (!ALLOWED[area]!.some((allowed) => targetArea === allowed || target.startsWith(`${allowed}/`))) {
        found.push(edge);
      } else if (WITHOUT_VIEW[area]?.includes(targetArea) && target.endsWith('.tsx') && !types.has(target)) {
        found.push(`${edge} (a view)`);
      }
    }
  }
  return found;
}

describe('import directions', () => {
  it('every import runs down the layers, and features do not reach into one another', () => {
    expect(violations()).toEqual([]);
  });

  it('sees imports of every kind, so a wrong one would fail', () => {
    expect(importsOf('src/islands.tsx')).toContain('features/contact/ContactForm.tsx');
    expect(importsOf('build/vite/remark-blog-post.ts')).toContain('content/blog-listing.ts');
    expect(typeImportsOf('build/build.ts')).toContain('src/entry-server.tsx');
    expect(typeImportsOf('build/build.ts')).not.toContain('components/ui/icon-symbols.ts');
    expect(importsOf('features/contact/contact-validation.ts')).toContain('supabase/functions/_shared/forms/contact/contact-schema');
    expect(importsOf('features/contact/use-contact-form.ts')).toContain('features/contact/contact-validation.ts');
  });
});
