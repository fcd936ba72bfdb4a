// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { openLinkedDetails } from '../../src/page-script/native-helpers.ts';

const details = (id: string) => document.getElementById(id)!.closest('details')!;

beforeEach(() => {
  document.body.innerHTML =
    '<details><summary><h4 id="faq-one">One?</h4></summary><p>Yes.</p></details>' +
    '<details><summary><h4 id="faq-two">Two?</h4></summary><p id="inside">No.</p></details>';
  window.location.hash = '';
});

describe('a link to a heading in a <summary>', () => {
  it('opens its <details> on arrival', () => {
    window.location.hash = '#faq-one';
    openLinkedDetails(window);
    expect(details('faq-one').open).toBe(true);
    expect(details('faq-two').open).toBe(false);
  });

  it('opens its <details> on a later #fragment, with an encoded id', async () => {
    openLinkedDetails(window);
    document.getElementById('faq-two')!.id = 'faq two';
    window.location.hash = '#faq%20two';
    await new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    expect(details('faq two').open).toBe(true);
  });

  it('leaves the page alone for a target outside a summary or a malformed fragment', () => {
    window.location.hash = '#inside';
    openLinkedDetails(window);
    window.location.hash = '#%E0%A4%A';
    openLinkedDetails(window);
    expect(document.querySelectorAll('details[open]')).toHaveLength(0);
  });
});
