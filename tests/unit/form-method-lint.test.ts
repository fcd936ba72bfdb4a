import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own ESLint config, on snippets: the issue-14 rule that every <form> says how it submits.
const eslint = new ESLint({ overrideConfigFile: 'eslint.config.js' });

async function messages(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: 'components/example/Example.tsx' });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('lint: a <form> needs an explicit method that is not GET', () => {
  it('fails a form without a method', async () => {
    expect(await messages('export const F = () => <form onSubmit={() => {}}><input name="email" /></form>;')).toEqual([
      expect.stringContaining('needs an explicit method'),
    ]);
  });

  it('fails a GET form, in any case', async () => {
    for (const method of ['get', 'GET']) {
      expect(await messages(`export const F = () => <form method="${method}" />;`)).toEqual([
        expect.stringContaining('must not submit with GET'),
      ]);
    }
  });

  it('lets only a site-search form (role="search") use GET', async () => {
    expect(await messages('export const S = () => <form method="get" action="/search" role="search" />;')).toEqual([]);
    expect(await messages('export const F = () => <form method="get" role="form" />;')).toEqual([
      expect.stringContaining('must not submit with GET'),
    ]);
  });

  it('passes post and dialog forms', async () => {
    expect(await messages('export const F = () => <form method="post" action="/x" />;')).toEqual([]);
    expect(await messages('export const G = () => <form method="dialog" />;')).toEqual([]);
  });
});
