import { describe, expect, it } from 'vitest';
import { markLang } from './attributes';

describe('markLang', () => {
  it("marks the element with the text's language and puts its own lang back", () => {
    const element = document.createElement('time');
    const unmark = markLang(element, 'fr-BE');
    expect(element.getAttribute('lang')).toBe('fr-BE');
    unmark();
    expect(element.hasAttribute('lang')).toBe(false);

    element.setAttribute('lang', 'en');
    const again = markLang(element, 'de-DE');
    expect(element.getAttribute('lang')).toBe('de-DE');
    again();
    expect(element.getAttribute('lang')).toBe('en');
  });

  it('leaves the element alone when no language is given or it already has that one', () => {
    const element = document.createElement('span');
    markLang(element, undefined)();
    expect(element.hasAttribute('lang')).toBe(false);
    element.setAttribute('lang', 'fr-BE');
    markLang(element, 'fr-BE')();
    expect(element.getAttribute('lang')).toBe('fr-BE');
  });
});
