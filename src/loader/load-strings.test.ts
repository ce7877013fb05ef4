import { afterEach, describe, expect, it, vi } from 'vitest';
import { stringsLoader } from './load-strings';
import { widgetLocale } from './locale';

/** Language chunks that record being asked for; those in `failing` do not arrive. */
function chunks(failing: string[] = []) {
  const asked: string[] = [];
  const loaders = Object.fromEntries(
    ['en', 'fr', 'it', 'de', 'es', 'nl', 'ja'].map((language) => [
      language,
      () => (asked.push(language), failing.includes(language) ? Promise.reject(new Error(`${language} chunk failed`)) : Promise.resolve({})),
    ]),
  ) as Parameters<typeof stringsLoader>[0];
  return { asked, load: stringsLoader(loaders) };
}

afterEach(() => {
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('data-locale');
});

describe('loadStrings', () => {
  it("loads only the locale's language, once", async () => {
    const { asked, load } = chunks();
    await Promise.all([load('nl_NL'), load('nl_BE')]);
    await load('nl');
    expect(asked).toEqual(['nl']);
  });

  it('loads English for a language the widgets do not speak', async () => {
    const { asked, load } = chunks();
    await load('pt_BR');
    expect(asked).toEqual(['en']);
  });

  it('lets English stand in for every widget of a language that fails to load, with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { asked, load } = chunks(['fr']);
    await Promise.all([load('fr_FR'), load('fr_FR'), load('fr_BE')]);
    expect(asked).toEqual(['fr', 'en']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[locator] the fr texts could not load; English stands in', expect.any(Error));
  });

  it('fails when English cannot load either, and asks again for the next widget', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { asked, load } = chunks(['fr', 'en']);
    await expect(load('fr_FR')).rejects.toThrow('en chunk failed');
    await expect(load('fr_FR')).rejects.toThrow('en chunk failed');
    expect(asked).toEqual(['fr', 'en', 'fr', 'en']);
    await expect(chunks(['en']).load('en_US')).rejects.toThrow('en chunk failed');
  });
});

describe('widgetLocale', () => {
  it("is the widget's own data-locale, else the page's", () => {
    document.documentElement.lang = 'de-DE';
    const element = document.createElement('div');
    expect(widgetLocale(element)).toBe('de_DE');
    element.setAttribute('data-locale', 'ja_JP');
    expect(widgetLocale(element)).toBe('ja_JP');
  });
});
