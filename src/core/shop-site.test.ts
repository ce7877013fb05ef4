// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shopSiteFor } from './shop-site';

describe('shopSiteFor', () => {
  it('maps each supported language to its shop site', () => {
    expect(shopSiteFor('fr')).toBe('fr');
    expect(shopSiteFor('fr_FR')).toBe('fr');
    expect(shopSiteFor('fr_BE')).toBe('be/fr');
    expect(shopSiteFor('fr-BE')).toBe('be/fr');
    expect(shopSiteFor('it_IT')).toBe('it');
    expect(shopSiteFor('de_DE')).toBe('de');
    expect(shopSiteFor('es_ES')).toBe('es');
    expect(shopSiteFor('nl_NL')).toBe('be/nl');
    expect(shopSiteFor('nl_BE')).toBe('be/nl');
    expect(shopSiteFor('en')).toBe('uk');
    expect(shopSiteFor('en_US')).toBe('uk');
  });

  it('keeps the plain header for other languages', () => {
    expect(shopSiteFor('ja_JP')).toBeNull();
    expect(shopSiteFor('pt_BR')).toBeNull();
    expect(shopSiteFor('')).toBeNull();
  });
});
