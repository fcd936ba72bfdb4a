import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentFiles } from '../../content/schemas/files.ts';
import { contentProblems, PLACEHOLDER_NAMES } from '../../build/content/content-problems.ts';
import { contentCheck } from '../../build/vite/content-check.ts';

const homeFile = contentFiles.find((f) => f.file === 'content/home.json')!;
const home = JSON.parse(readFileSync('content/home.json', 'utf8')) as { heroStats: { label: string; value: string }[] };
const withHome = (change: (data: typeof home) => void) => {
  const data = structuredClone(home);
  change(data);
  return contentProblems([homeFile], () => JSON.stringify(data));
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
  it('passes every content file as it is', () => {
    expect(contentProblems()).toEqual([]);
  });

  it('names the file and the field of a value its schema refuses, and the item of a list', () => {
    expect(withHome((data) => (data.heroStats[1]!.label = ' '))).toEqual(['content/home.json: heroStats.1.label: must not be empty']);
  });

  it('names a placeholder that is no claim or fact', () => {
    expect(withHome((data) => (data.heroStats[0]!.value = '{costReductoin}'))).toEqual([
      'content/home.json: heroStats.0.value: {costReductoin} names no claim or fact of content/facts.json',
    ]);
  });

  it("takes in a text of the site's words the values its code fills in, and only those, naming the file and the field", () => {
    const searchFile = contentFiles.find((f) => f.file === 'content/words/search.json')!;
    const search = JSON.parse(readFileSync(searchFile.file, 'utf8')) as { status: Record<string, string> };
    const withStatus = (status: Record<string, string>) =>
      contentProblems([searchFile], () => JSON.stringify({ ...search, status: { ...search.status, ...status } }));

    expect(withStatus({ results: '{count} pages match “{query}” ({costReduction} of them)', noResults: 'Nothing on “{query}”.' })).toEqual(
      [],
    );
    expect(withStatus({ results: '{count} results for “{qeury}”.', searching: 'Searching for {query}…' })).toEqual([
      'content/words/search.json: status.searching: {query} names no claim or fact of content/facts.json',
      'content/words/search.json: status.results: {qeury} names no claim or fact of content/facts.json, nor a value this text is shown with ({count}, {query})',
    ]);
  });

  it("never names a text's own value like a claim or fact, which the build fills in first", () => {
    const params = (schema: unknown): string[] => {
      if (schema === null || typeof schema !== 'object') return [];
      const { params: own = [], ...rest } = schema as { params?: string[] };
      return [...own, ...Object.values(rest).flatMap(params)];
    };
    const declared = contentFiles.flatMap(({ schema }) => params(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })));
    expect(declared).toEqual(expect.arrayContaining(['count', 'query', 'title']));
    expect(declared.filter((name) => PLACEHOLDER_NAMES.has(name))).toEqual([]);
  });

  it('names a file that is not JSON', () => {
    expect(contentProblems([homeFile], () => '{ "heroStats": [')).toEqual([
      expect.stringMatching(/^content\/home\.json: not valid JSON: /),
    ]);
  });

  it('fails the build with those lines, and lets it go on when all is well', () => {
    expect(() => startBuild(contentCheck(() => ['content/home.json: heroStats.1.label: must not be empty']))).toThrow(
      'content/home.json: heroStats.1.label: must not be empty',
    );
    expect(() => startBuild(contentCheck())).not.toThrow();
  });
});
