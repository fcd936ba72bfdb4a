// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SOURCE_KEY } from '@shared/forms/attribution-fields';
import { installAttribution, visitSource } from '../../src/page-script/attribution.ts';

const FORM = `<form><input type="hidden" name="page" data-attribution="page"><input type="hidden" name="utmSource" data-attribution="utmSource">
  <input type="hidden" name="utmCampaign" data-attribution="utmCampaign"><input type="hidden" name="referrer" data-attribution="referrer"></form>`;

const here = { href: 'https://paylean.example/resources/white-papers', pathname: '/resources/white-papers' };

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('visitSource', () => {
  it('takes the UTM tags from the address and a referrer only from another site', () => {
    expect(visitSource('https://paylean.example/?utm_source=x&utm_medium=y&utm_campaign=z&q=1', 'https://www.google.com/')).toEqual({
      utmSource: 'x',
      utmMedium: 'y',
      utmCampaign: 'z',
      referrer: 'https://www.google.com/',
    });
    expect(visitSource('https://paylean.example/faq', 'https://paylean.example/')).toEqual({});
    expect(visitSource('https://paylean.example/faq', '')).toEqual({});
    expect(visitSource('https://paylean.example/faq', 'https://paylean.example.other.example/')).toEqual({
      referrer: 'https://paylean.example.other.example/',
    });
  });
});

describe('installAttribution', () => {
  it("keeps the visit's first source in sessionStorage and fills a form's hidden inputs on submit, with the current page", () => {
    const storage = memoryStorage();
    storage.setItem(SOURCE_KEY, JSON.stringify({ utmSource: 'x', utmCampaign: 'z' }));
    const doc = document.implementation.createHTMLDocument('t');
    doc.body.innerHTML = FORM;
    installAttribution(doc, () => storage, here);
    const form = doc.querySelector('form')!;
    form.addEventListener('submit', (event) => event.preventDefault());
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
    expect([value('page'), value('utmSource'), value('utmCampaign'), value('referrer')]).toEqual(['/resources/white-papers', 'x', 'z', '']);
  });

  it('on the first page of a visit, stores what that page saw, once asked (after the first paint); a later page does not replace it', () => {
    const storage = memoryStorage();
    const doc = document.implementation.createHTMLDocument('t');
    const keep = installAttribution(doc, () => storage, here);
    expect(storage.getItem(SOURCE_KEY)).toBeNull();
    keep();
    expect(storage.getItem(SOURCE_KEY)).not.toBeNull();
    storage.setItem(SOURCE_KEY, JSON.stringify({ utmSource: 'first' }));
    installAttribution(doc, () => storage, here)();
    expect(JSON.parse(storage.getItem(SOURCE_KEY)!)).toEqual({ utmSource: 'first' });
  });

  it('on a page without a source of its own, touches no storage until asked, a form is submitted or the page is hidden', () => {
    let asked = 0;
    const storage = memoryStorage();
    const doc = document.implementation.createHTMLDocument('t');
    doc.body.innerHTML = FORM;
    installAttribution(doc, () => (asked++, storage), here);
    expect(asked).toBe(0);
    const form = doc.querySelector('form')!;
    form.addEventListener('submit', (event) => event.preventDefault());
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(asked).toBe(1);
    expect(storage.getItem(SOURCE_KEY)).toBe('{}');

    const win = new EventTarget() as unknown as Window;
    const later = memoryStorage();
    installAttribution(doc, () => later, here, win);
    expect(later.getItem(SOURCE_KEY)).toBeNull();
    win.dispatchEvent(new Event('pagehide'));
    expect(later.getItem(SOURCE_KEY)).toBe('{}');
  });

  it("a visit's landing page (utm_* tags, another site's referrer) stores its source at once, before it paints", () => {
    const storage = memoryStorage();
    const doc = document.implementation.createHTMLDocument('t');
    installAttribution(doc, () => storage, { href: `${here.href}?utm_source=ad&utm_campaign=c1`, pathname: here.pathname });
    expect(JSON.parse(storage.getItem(SOURCE_KEY)!)).toEqual({ utmSource: 'ad', utmCampaign: 'c1' });
    storage.clear();
    const fromElsewhere = document.implementation.createHTMLDocument('t');
    Object.defineProperty(fromElsewhere, 'referrer', { value: 'https://news.example/item' });
    installAttribution(fromElsewhere, () => storage, here);
    expect(JSON.parse(storage.getItem(SOURCE_KEY)!)).toEqual({ referrer: 'https://news.example/item' });
  });

  it('a landing page that was prerendered stores its source again when shown, in the storage it has then', () => {
    let storage = memoryStorage();
    const doc = document.implementation.createHTMLDocument('t');
    doc.body.innerHTML = FORM;
    installAttribution(doc, () => storage, { href: `${here.href}?utm_source=ad`, pathname: here.pathname });
    expect(JSON.parse(storage.getItem(SOURCE_KEY)!)).toEqual({ utmSource: 'ad' });
    storage = memoryStorage(); // the browser swaps the prerendered page's copy for the tab's own storage
    doc.dispatchEvent(new Event('prerenderingchange'));
    expect(JSON.parse(storage.getItem(SOURCE_KEY)!)).toEqual({ utmSource: 'ad' });
  });

  it('works without storage (refused by the browser): the current page still counts', () => {
    const doc = document.implementation.createHTMLDocument('t');
    doc.body.innerHTML = FORM;
    installAttribution(doc, () => undefined, here);
    const form = doc.querySelector('form')!;
    form.addEventListener('submit', (event) => event.preventDefault());
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect((form.elements.namedItem('page') as HTMLInputElement).value).toBe('/resources/white-papers');
  });
});
