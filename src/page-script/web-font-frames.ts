import { WEB_FONT_PART } from '../../components/theme/web-font-class.ts';

/** How many elements one frame of the switch to the web font restyles and lays out again: about 25 ms at 4x CPU. */
export const ELEMENTS_PER_FRAME = 60;

/**
 * Sets the page in the web font ELEMENTS_PER_FRAME elements a frame, from the end of the document, then calls
 * `done`. Each element comes in a frame no earlier than all it holds, so setting it restyles only it and its
 * children, which compute to what they were, and lays out its own text again; the body comes last. At once, restyling and laying out the whole page
 * is a long task on a slow phone.
 */
export function setInWebFontByFrames(win: Window, done: () => void): void {
  const body = win.document.body;
  const elements = [body, ...body.querySelectorAll('*')];
  const frame = () => {
    for (const element of elements.splice(-ELEMENTS_PER_FRAME)) element.setAttribute(WEB_FONT_PART, '');
    if (elements.length) win.requestAnimationFrame(frame);
    else done();
  };
  frame();
}
