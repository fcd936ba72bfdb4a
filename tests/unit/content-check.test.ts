import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as home from '../../content/home.ts';
import { contentFiles } from '../../content/schemas/files.ts';
import { contentCheck, contentProblems } from '../../scripts/vite/content-check.ts';

const savings = {
  file: 'content/savings.ts',
  exports: { defaults: { employees: 10, salary: '60000' } },
  schema: z.object({ defaults: z.object({ employees: z.number(), salary: z.number() }) }),
};

/** Runs the plugin's buildStart as Vite would, with this.error throwing. */
function startBuild(plugin: Plugin) {
  const buildStart = plugin.buildStart as (this: { error: (message: string) => never }) => void;
  buildStart.call({
    error: (message) => {
      throw new Error(message);
    },
  });
}

describe('the content check', () => {
  it('passes every content list as it is', () => {
    expect(contentProblems()).toEqual([]);
  });

  it('names the file and the field path of a wrong value', () => {
    expect(contentProblems([savings])).toEqual(['content/savings.ts: defaults.salary: Invalid input: expected number, received string']);
  });

  it("names the item of a list that breaks the list's schema", () => {
    const homeFile = contentFiles.find((f) => f.file === 'content/home.ts')!;
    const heroStats = home.heroStats.map((stat, i) => (i === 1 ? { ...stat, label: ' ' } : stat));
    expect(contentProblems([{ ...homeFile, exports: { ...home, heroStats } }])).toEqual([
      'content/home.ts: heroStats.1.label: Invalid string: must match pattern /\\S/',
    ]);
  });

  it('fails the build with those lines, and lets it go on when all is well', () => {
    expect(() => startBuild(contentCheck([savings]))).toThrow(
      'content/savings.ts: defaults.salary: Invalid input: expected number, received string',
    );
    expect(() => startBuild(contentCheck())).not.toThrow();
  });
});
