// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { islandAttributes, ISLANDS, searchDialogIn } from '../../components/runtime/islands.ts';
import { loadIsland } from '../../src/page-script/island-loader.ts';

/** A data: module the loader can import for real: its start function records what it was given. */
const moduleUrl = (body: string) => `data:text/javascript,${encodeURIComponent(body)}`;

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete (globalThis as { started?: unknown }).started;
});

let modules: string[] = [];
const modulesOf = (name: string) => (name === ISLANDS.calculator.name ? modules : []);

function island(islandModules: string[], props?: object) {
  modules = islandModules;
  document.body.innerHTML = `<div><input name="a" value="1"></div>`;
  const element = document.querySelector<HTMLElement>('div')!;
  for (const [name, value] of Object.entries(islandAttributes(ISLANDS.calculator, props))) if (value) element.setAttribute(name, value);
  return element;
}

describe('loadIsland', () => {
  it('preloads the modules, starts the entry once with the props, then marks the island live', async () => {
    const entry = moduleUrl('export default (el, props) => { globalThis.started = (globalThis.started ?? 0) + 1; return props.n * 2; }');
    const element = island(['/assets/react.js', entry], { n: 21 });
    const [first, second] = await Promise.all([loadIsland(element, modulesOf), loadIsland(element, modulesOf)]);
    expect([first, second]).toEqual([42, 42]);
    expect((globalThis as { started?: number }).started).toBe(1);
    expect([...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'))).toEqual(['/assets/react.js']);
    expect(element.hasAttribute('data-hydrated')).toBe(true);
  });

  it('leaves the prerendered island as it is when its code fails to load, and tries again on the next call', async () => {
    const element = island([moduleUrl('throw new Error("broken")')]);
    await expect(loadIsland(element, modulesOf)).rejects.toThrow('broken');
    expect(element.hasAttribute('data-hydrated')).toBe(false);
    modules = [moduleUrl('export default () => "ok"')];
    await vi.waitFor(() => expect(loadIsland(element, modulesOf)).resolves.toBe('ok'));
  });
});

describe('searchDialogIn', () => {
  it("finds the search dialog's island by the name ISLANDS gives it, and nothing on a page without one", () => {
    document.body.innerHTML = '<div id="a"></div><div id="b"></div>';
    for (const [name, value] of Object.entries(islandAttributes(ISLANDS.searchDialog)))
      if (value) document.getElementById('b')!.setAttribute(name, value);
    expect(searchDialogIn(document)?.id).toBe('b');
    document.body.innerHTML = '<div></div>';
    expect(searchDialogIn(document)).toBeNull();
  });
});
