import { describe, expect, it } from 'vitest';
import { loadLocations } from '../../../fixtures/index';
import { locationPage } from './location-page';
import { siteTexts } from './texts';

describe('sample site texts', () => {
  it('are the page language’s, English for a language the site does not have', () => {
    expect(siteTexts('fr_BE').hours).toBe('Horaires');
    expect(siteTexts('ja_JP').findUs).toBe('アクセス');
    expect(siteTexts('pt_BR')).toEqual(siteTexts('en_US'));
  });

  it('have every text in every language', () => {
    const keys = Object.keys(siteTexts('en')).sort();
    for (const language of ['fr', 'nl', 'it', 'de', 'es', 'ja']) {
      const texts = siteTexts(language);
      expect(Object.keys(texts).sort(), language).toEqual(keys);
      for (const value of Object.values(texts)) expect(value.trim(), language).not.toBe('');
      expect(texts.storeTour, language).toContain('{name}');
    }
  });

  it('put a location page’s template in its language, and mark the English fixture content of other languages', () => {
    const locations = loadLocations();
    const german = locations.find((location) => location.locale === 'de_DE')!;
    const page = locationPage(german, 'http://localhost');
    expect(page).toContain('<h2 id="hours-title">Öffnungszeiten</h2>');
    expect(page).toContain('<a class="skip-link" href="#main">Zum Inhalt springen</a>');
    expect(page).toMatch(/id="description-text" lang="en">/);
    const american = locations.find((location) => location.locale === 'en_US')!;
    expect(locationPage(american, 'http://localhost')).toMatch(/id="description-text">/);
  });
});
