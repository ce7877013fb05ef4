import { afterEach, describe, expect, it } from 'vitest';
import { partLang } from './part-lang';

function host(html: string, htmlLang: string | null = 'en'): Element {
  if (htmlLang === null) document.documentElement.removeAttribute('lang');
  else document.documentElement.lang = htmlLang;
  document.body.innerHTML = html;
  return document.getElementById('w')!;
}

afterEach(() => {
  document.documentElement.lang = '';
  document.body.innerHTML = '';
});

describe('partLang', () => {
  it("marks a block whose own locale's language is not the page's", () => {
    expect(partLang(host('<div id="w" data-locale="fr_BE"></div>'))).toBe('fr-BE');
    expect(partLang(host('<div id="w" data-locale="en_GB"></div>', 'de'))).toBe('en-GB');
    // The closest language around the host counts, not the page's.
    expect(partLang(host('<section lang="ja"><div id="w" data-locale="de_DE"></div></section>', 'de'))).toBe('de-DE');
    // A region of unknown language, or of another language that begins alike (North Frisian).
    expect(partLang(host('<section lang=""><div id="w"></div></section>', 'fr'))).toBe('fr');
    expect(partLang(host('<section lang="frr"><div id="w" data-locale="fr_FR"></div></section>', 'frr'))).toBe('fr-FR');
  });

  it('marks nothing where the languages agree, or where English stands in for a language without texts', () => {
    expect(partLang(host('<div id="w"></div>'))).toBeNull();
    expect(partLang(host('<div id="w" data-locale="en_US"></div>', 'en-GB'))).toBeNull();
    expect(partLang(host('<section lang="fr"><div id="w" data-locale="fr_FR"></div></section>'))).toBeNull();
    expect(partLang(host('<div id="w" data-locale="ru_RU"></div>'))).toBeNull();
    expect(partLang(host('<div id="w" data-locale=""></div>', 'nl'))).toBeNull();
  });

  it('marks the texts of a page that declares its language only as data-locale', () => {
    expect(partLang(host('<div id="w"></div>', null))).toBeNull();
    document.documentElement.setAttribute('data-locale', 'it_IT');
    expect(partLang(host('<div id="w"></div>', null))).toBe('it-IT');
    document.documentElement.removeAttribute('data-locale');
  });
});
