// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenNear } from '../../src/page-script/when-near.ts';

// jsdom has no IntersectionObserver: one that never reports, so only intent or earlier use counts.
beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  document.body.innerHTML =
    '<div id="island"><input name="salary" value="60000"><input type="checkbox" name="ok"></div><button id="away">x</button>';
});
afterEach(() => vi.unstubAllGlobals());

const island = () => document.getElementById('island')!;

describe('whenNear', () => {
  it('waits while the element is far and untouched, then fires once on focus', () => {
    const onNear = vi.fn();
    whenNear(island(), onNear);
    expect(onNear).not.toHaveBeenCalled();
    island()
      .querySelector('input')!
      .dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    island()
      .querySelector('input')!
      .dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(onNear).toHaveBeenCalledTimes(1);
  });

  it('fires at once when a field was typed into before the code arrived, even after scrolling away', () => {
    island().querySelector<HTMLInputElement>('[name=salary]')!.value = '55000';
    document.getElementById('away')!.focus();
    const onNear = vi.fn();
    whenNear(island(), onNear);
    expect(onNear).toHaveBeenCalledTimes(1);
  });

  it('fires at once when a box was ticked, or focus is inside already', () => {
    island().querySelector<HTMLInputElement>('[name=ok]')!.checked = true;
    const ticked = vi.fn();
    whenNear(island(), ticked);
    expect(ticked).toHaveBeenCalledTimes(1);

    island().querySelector<HTMLInputElement>('[name=ok]')!.checked = false;
    island().querySelector<HTMLInputElement>('[name=salary]')!.focus();
    const focused = vi.fn();
    whenNear(island(), focused);
    expect(focused).toHaveBeenCalledTimes(1);
  });
});
