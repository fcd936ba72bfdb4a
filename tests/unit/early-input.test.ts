// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOLD_SUBMIT_MS, installEarlyInput, replayEarlyInput } from '../../src/page-script/early-input.ts';
import { ann } from '../fixtures/contact.ts';

// Each test has a document of its own, so the listeners of one install never see another's events.
function page(html: string) {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = html;
  const api = installEarlyInput(doc);
  return { doc, api, $: <T extends Element>(selector: string) => doc.querySelector(selector) as T };
}

function insert(el: HTMLInputElement, data: string, inputType = 'insertText') {
  const event = new InputEvent('beforeinput', { data, inputType, bubbles: true, cancelable: true });
  el.dispatchEvent(event);
  return event;
}

afterEach(() => vi.useRealTimers());

describe('early input: the phone field keeps digits only, from first paint', () => {
  const phone = () => page('<input name="phone" data-digits-only maxlength="10"><input name="email">');

  it('text inserted at once keeps every digit (the maxlength counts digits, not the typed separators)', () => {
    const { $ } = phone();
    const el = $<HTMLInputElement>('[name=phone]');
    const inputs = vi.fn();
    el.addEventListener('input', inputs);
    expect(insert(el, '(555) 123-4567').defaultPrevented).toBe(true);
    expect(el.value).toBe('5551234567');
    expect(inputs).toHaveBeenCalledTimes(1); // the event a hydrated field's onChange listens for
  });

  it('fast typing, key by key, gives the full number; separators change nothing', () => {
    const { $ } = phone();
    const el = $<HTMLInputElement>('[name=phone]');
    const inputs = vi.fn();
    el.addEventListener('input', inputs);
    for (const key of '(555) 123-4567') insert(el, key);
    expect(el.value).toBe('5551234567');
    expect(inputs).toHaveBeenCalledTimes(10);
    expect(el.selectionStart).toBe(10);
  });

  it('inserts at the caret and stops at the maxlength like the browser, never cutting digits already there', () => {
    const { $ } = phone();
    const el = $<HTMLInputElement>('[name=phone]');
    el.value = '5554567';
    el.setSelectionRange(3, 3);
    insert(el, '(123) 9');
    expect(el.value).toBe('5551234567');
    el.value = '123456789012'; // longer than the country's count after a country change
    el.setSelectionRange(12, 12);
    insert(el, '3');
    expect(el.value).toBe('123456789012');
  });

  it('leaves other fields, deletions and input-method composition alone', () => {
    const { $ } = phone();
    const email = $<HTMLInputElement>('[name=email]');
    expect(insert(email, 'a(1)').defaultPrevented).toBe(false);
    const el = $<HTMLInputElement>('[name=phone]');
    expect(el.dispatchEvent(new InputEvent('beforeinput', { inputType: 'deleteContentBackward', cancelable: true }))).toBe(true);
    expect(insert(el, '5', 'insertCompositionText').defaultPrevented).toBe(false);
  });
});

describe('early input: clicks and submits in an island that has not hydrated', () => {
  const html = `
    <div data-island="Calculator">
      <button type="button" id="cta">Get Custom Proposal</button>
      <details><summary><button type="button" id="in-summary">Q</button></summary></details>
      <a href="/x"><button type="button" id="in-link">x</button></a>
    </div>
    <div data-island="ContactForm">
      <form method="post" action="/functions/v1/send-contact-form"><input name="email"><button id="send">Send</button></form>
    </div>
    <div data-island="Newsletter"><form method="dialog"><button id="subscribe">Subscribe</button></form></div>`;

  it('replays the last button click once the island hydrates, and only then', () => {
    const { $, api } = page(html);
    const cta = $<HTMLButtonElement>('#cta');
    const clicked = vi.fn();
    cta.click();
    cta.addEventListener('click', clicked);
    expect(clicked).not.toHaveBeenCalled();
    api.hydrated($('[data-island=Calculator]'));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect($('[data-island=Calculator]').hasAttribute('data-hydrated')).toBe(true);
    cta.click(); // hydrated: the app handles it, nothing is recorded or replayed
    api.hydrated($('[data-island=Calculator]'));
    expect(clicked).toHaveBeenCalledTimes(2);
  });

  it('does not record controls that already work natively (no double toggle)', () => {
    const { $, api } = page(html);
    const clicked = vi.fn();
    for (const id of ['#in-summary', '#in-link']) {
      $<HTMLButtonElement>(id).click();
      $(id).addEventListener('click', clicked);
    }
    api.hydrated($('[data-island=Calculator]'));
    expect(clicked).not.toHaveBeenCalled();
  });

  it('holds a submit (no navigation, no URL) and submits through the app once hydrated', () => {
    vi.useFakeTimers();
    const { $, api } = page(html);
    const form = $<HTMLFormElement>('form[method=post]');
    const native = vi.spyOn(form, 'submit').mockImplementation(() => {});
    const viaApp = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    api.hydrated($('[data-island=ContactForm]'));
    expect(viaApp).not.toHaveBeenCalled(); // a task later, once the replayed typing is in the app's state
    vi.advanceTimersByTime(HOLD_SUBMIT_MS * 2);
    expect(viaApp).toHaveBeenCalledTimes(1);
    expect(native).not.toHaveBeenCalled();
  });

  it('sends a held submit as the plain POST if the app never comes', () => {
    vi.useFakeTimers();
    const { $ } = page(html);
    const form = $<HTMLFormElement>('form[method=post]');
    const native = vi.spyOn(form, 'submit').mockImplementation(() => {});
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    vi.advanceTimersByTime(HOLD_SUBMIT_MS - 1);
    expect(native).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(native).toHaveBeenCalledTimes(1);
  });

  it("holds a dialog form's submit too and hands it to the island once it is live", () => {
    vi.useFakeTimers();
    const { $, api } = page(html);
    const form = $<HTMLFormElement>('form[method=dialog]');
    const viaIsland = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    api.hydrated($('[data-island=Newsletter]'));
    vi.advanceTimersByTime(1);
    expect(viaIsland).toHaveBeenCalledTimes(1);
  });

  it('leaves hydrated islands alone', () => {
    const { $, api } = page(html);
    api.hydrated($('[data-island=ContactForm]'));
    const late = new Event('submit', { bubbles: true, cancelable: true });
    $('form[method=post]').dispatchEvent(late);
    expect(late.defaultPrevented).toBe(false);
  });
});

describe('early input: the app hands a hydrated island what was typed', () => {
  it('replays every typed field in one go, from what was typed, then marks the island hydrated', () => {
    document.body.innerHTML = `<div data-island="Calculator"><input name="a" value="10"><input name="b" value="1"><input name="c" value="5"><input type="checkbox" name="d"></div>`;
    const island = document.querySelector('[data-island]')!;
    const field = (name: string) => island.querySelector<HTMLInputElement>(`[name=${name}]`)!;
    field('a').value = '140';
    field('b').value = '55';
    field('d').checked = true;
    const seen: string[] = [];
    island.addEventListener('input', (e) => {
      const el = e.target as HTMLInputElement;
      seen.push(`${el.name}=${el.value}`);
      // The re-render after the first field writes state over the rest, as React does.
      if (el.name === 'a') field('b').value = '1';
    });
    const checked = vi.fn();
    field('d').addEventListener('click', checked);
    replayEarlyInput(island);
    // All at once: no keystroke can come between two replays into a field the re-render reset.
    expect(seen).toEqual(['a=140', 'b=55']);
    expect(checked).toHaveBeenCalledTimes(1);
    expect(island.hasAttribute('data-hydrated')).toBe(true);
    replayEarlyInput(island); // once only
    expect(seen).toHaveLength(2);
  });

  it('replays only fields the visitor changed, not values the browser restored on reload', () => {
    const { doc, api } = page(`<div data-island="ContactForm"><input name="phone" value=""><input name="email" value=""></div>`);
    const field = (name: string) => doc.querySelector<HTMLInputElement>(`[name=${name}]`)!;
    field('phone').value = '07400123456'; // restored by the browser: no event
    field('email').value = ann.email;
    field('email').dispatchEvent(new Event('input', { bubbles: true })); // typed
    expect([api.typed(field('phone')), api.typed(field('email'))]).toEqual([undefined, ann.email]);

    const island = doc.querySelector('[data-island]')!;
    const seen: string[] = [];
    island.addEventListener('input', (e) => seen.push((e.target as HTMLInputElement).name));
    window.__earlyInput = api;
    try {
      replayEarlyInput(island);
    } finally {
      delete window.__earlyInput;
    }
    expect(seen).toEqual(['email']);
    expect(island.hasAttribute('data-hydrated')).toBe(true);
  });

  it('replays what was typed even when a re-render after hydration wrote the server values over the fields first', () => {
    const { doc, api } = page(
      `<div data-island="ContactForm"><input name="firstName" value=""><input type="checkbox" name="consent"></div>`,
    );
    const name = doc.querySelector<HTMLInputElement>('[name=firstName]')!;
    const consent = doc.querySelector<HTMLInputElement>('[name=consent]')!;
    name.value = ann.firstName;
    name.dispatchEvent(new Event('input', { bubbles: true }));
    consent.checked = true;
    consent.dispatchEvent(new Event('change', { bubbles: true }));
    // The island's first render after hydration: its state, the server's values, over the fields.
    name.value = '';
    consent.checked = false;

    const island = doc.querySelector('[data-island]')!;
    const seen: string[] = [];
    island.addEventListener('input', (e) => seen.push(`${(e.target as HTMLInputElement).name}=${(e.target as HTMLInputElement).value}`));
    island.addEventListener('click', (e) => seen.push(`${(e.target as HTMLInputElement).name}=${(e.target as HTMLInputElement).checked}`));
    window.__earlyInput = api;
    try {
      replayEarlyInput(island);
    } finally {
      delete window.__earlyInput;
    }
    expect(seen).toEqual([`firstName=${ann.firstName}`, 'consent=true']);
  });
});
