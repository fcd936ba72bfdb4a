// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { WEB_FONT_PART } from '../../components/theme/web-font-class.ts';
import { setInWebFontByFrames } from '../../src/page-script/web-font-frames.ts';

/** Runs the switch with frames run by hand; returns the elements each frame set, by tag. */
function switchFrames(html: string): string[][] {
  document.body.innerHTML = html;
  document.body.removeAttribute(WEB_FONT_PART);
  const pending: FrameRequestCallback[] = [];
  const win = { document, requestAnimationFrame: (callback: FrameRequestCallback) => pending.push(callback) } as unknown as Window;
  let finished = false;
  const frames: string[][] = [];
  const set = new Set<Element>();
  const run = (frame: () => void) => {
    frame();
    const now = [document.body, ...document.body.querySelectorAll('*')].filter((el) => el.hasAttribute(WEB_FONT_PART) && !set.has(el));
    now.forEach((el) => set.add(el));
    frames.push(now.map((el) => el.tagName.toLowerCase()));
  };
  run(() => setInWebFontByFrames(win, () => (finished = true)));
  while (pending.length) run(() => pending.shift()!(0));
  expect(finished, 'done is called after the last frame').toBe(true);
  return frames;
}

describe('the web font switch, frame by frame', () => {
  it('is one frame for a small page', () => {
    expect(switchFrames('<header><a>Home</a></header><main><p>Hello</p></main>')).toEqual([['body', 'header', 'a', 'main', 'p']]);
  });

  it('sets every element once, each after all it holds, the body last', () => {
    const order: Element[] = [];
    const observer = new MutationObserver((records) =>
      // Each attribute set (it had none before), not the reset of the body before the switch.
      records.filter((r) => r.oldValue === null).forEach((r) => order.push(r.target as Element)),
    );
    observer.observe(document.body, { attributes: true, attributeOldValue: true, subtree: true });
    switchFrames(`<main>${'<section><h2>T</h2><ul><li>a</li><li>b</li></ul></section>'.repeat(40)}</main>`);
    return Promise.resolve().then(() => {
      observer.disconnect();
      expect(new Set(order).size).toBe(document.body.querySelectorAll('*').length + 1);
      for (const [i, el] of order.entries()) expect(order.slice(i + 1).some((later) => el !== later && el.contains(later))).toBe(false);
      expect(order.at(-1)).toBe(document.body);
    });
  });

  it('sets 60 elements a frame, the first at once and each next one in the next frame', () => {
    expect(switchFrames(`<main>${'<p></p>'.repeat(150)}</main>`).map((frame) => frame.length)).toEqual([60, 60, 32]);
  });
});
