// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Island } from '../../components/runtime/Island.tsx';
import { islandsIn, ISLANDS, readIsland } from '../../components/runtime/islands.ts';

const root = path.resolve(import.meta.dirname, '../..');

function Field({ label }: { label: string }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} />
    </>
  );
}

describe('the island protocol', () => {
  it('reads back what the prerender wrote: the island, when it starts, its props', () => {
    document.body.innerHTML = renderToString(
      <>
        <Island island={ISLANDS.calculator} component={Field} props={{ label: 'Employees' }} />
        <div>{null}</div>
      </>,
    );
    const [element] = islandsIn(document);
    expect(readIsland(element!)).toMatchObject({ island: ISLANDS.calculator, load: 'near', props: { label: 'Employees' } });
    expect(readIsland(document.querySelector('div:not([data-island])')!)).toBeUndefined();
  });

  it('lets a page hold two islands of one kind, whose React ids never collide', () => {
    document.body.innerHTML = renderToString(
      <>
        <Island island={ISLANDS.leadForm} component={Field} props={{ label: 'One' }} />
        <Island island={ISLANDS.leadForm} component={Field} props={{ label: 'Two' }} />
      </>,
    );
    const islands = islandsIn(document, ISLANDS.leadForm);
    expect(islands).toHaveLength(2);
    const [first, second] = islands.map((element) => readIsland(element)!);
    expect(first!.idPrefix).not.toBe(second!.idPrefix);
    const ids = [...document.querySelectorAll('input')].map((input) => input.id);
    expect(new Set(ids).size).toBe(2);
    // Each island's ids start with the prefix its element names, which the browser hydrates it with.
    islands.forEach((element) => expect(element.querySelector('input')!.id).toContain(readIsland(element)!.idPrefix));
  });
});

it('names the island attributes in one file only, outside the tests', () => {
  const sources = ['components', 'features', 'src', 'build', 'editor', 'scripts', 'pages', 'server', 'content'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx?|mdx)$/.test(file))
      .map((file) => path.posix.join(dir, file.replaceAll('\\', '/'))),
  );
  const naming = sources.filter((file) => readFileSync(path.join(root, file), 'utf8').includes('data-island'));
  expect(naming).toEqual(['components/runtime/islands.ts']);
});
