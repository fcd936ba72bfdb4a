// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { WEB_FONT_PART } from '../../components/theme/web-font-class.ts';
import { setInWebFontByFrames } from '../../src/page-script/web-font-frames.ts';

/** Runs the switch over `html`, frames run by hand; returns the elements each frame set. */
function switchFrames(html: string): Element[][] {
  document.body.innerHTML = html;
  document.body.removeAttribute(WEB_FONT_PART);
  const pending: FrameRequestCallback[] = [];
  const win = { document, requestAnimationFrame: (callback: FrameRequestCallback) => pending.push(callback) } as unknown as Window;
  let finished = false;
  const frames: Element[][] = [];
  const set = new Set<Element>();
  const run = (frame: () => void) => {
    frame();
    const now = [document.body, ...document.body.querySelectorAll('*')].filter((el) => el.hasAttribute(WEB_FONT_PART) && !set.has(el));
    now.forEach((el) => set.add(el));
    frames.push(now);
  };
  run(() => setInWebFontByFrames(win, () => (finished = true)));
  while (pending.length) run(() => pending.shift()!(0));
  expect(finished, 'done is called after the last frame').toBe(true);
  return frames;
}

const tags = (frames: Element[][]) => frames.map((frame) => frame.map((el) => el.tagName.toLowerCase()));

describe('the web font switch, frame by frame', () => {
  it('is one frame for a small page', () => {
    expect(tags(switchFrames('<header><a>Home</a></header><main><p>Hello</p></main>'))).toEqual([['body', 'header', 'a', 'main', 'p']]);
  });

  it('sets every element once, none in a frame before the frames of all it holds, the body last', () => {
    const frames = switchFrames(`<main>${'<section><h2>T</h2><ul><li>a</li><li>b</li></ul></section>'.repeat(40)}</main>`);
    const all = [document.body, ...document.body.querySelectorAll('*')];
    expect(frames.flat()).toHaveLength(all.length);
    const frameOf = new Map(frames.flatMap((frame, i) => frame.map((el) => [el, i] as const)));
    for (const el of all)
      for (const inside of el.querySelectorAll('*')) expect(frameOf.get(el)!).toBeGreaterThanOrEqual(frameOf.get(inside)!);
    expect(frames.at(-1)).toContain(document.body);
  });

  it('sets 60 elements a frame, the first at once and each next one in the next frame', () => {
    expect(switchFrames(`<main>${'<p></p>'.repeat(150)}</main>`).map((frame) => frame.length)).toEqual([60, 60, 32]);
  });
});
