import { afterEach, describe, expect, it } from 'vitest';
import { markLang } from './attributes';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('lang');
});

describe('markLang', () => {
  it("marks the element with the text's language where the language around it is another, and puts its own lang back", () => {
    document.documentElement.lang = 'en';
    const element = document.body.appendChild(document.createElement('time'));
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

  it('decides by the language around the element itself, not around its widget', () => {
    // A French page and block, with an English region the server marked inside the block.
    document.documentElement.lang = 'fr-FR';
    document.body.innerHTML = '<div data-locator="events"><p><time id="fr"></time></p><p lang="en"><time id="en"></time></p></div>';
    markLang(document.getElementById('fr')!, 'fr-FR');
    markLang(document.getElementById('en')!, 'fr-FR');
    expect(document.getElementById('fr')!.hasAttribute('lang')).toBe(false);
    expect(document.getElementById('en')!.getAttribute('lang')).toBe('fr-FR');
  });

  it('leaves the element alone when no language is given or it already has that one', () => {
    const element = document.body.appendChild(document.createElement('span'));
    markLang(element, undefined)();
    expect(element.hasAttribute('lang')).toBe(false);
    element.setAttribute('lang', 'fr-BE');
    markLang(element, 'fr-BE')();
    expect(element.getAttribute('lang')).toBe('fr-BE');
  });
});
