// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eventName, isStagingFlag, parseSiteData, pixelQuery } from './analytics-names';

describe('eventName', () => {
  it('joins scopes and name, lower-cased and sanitised', () => {
    expect(eventName('phone')).toBe('phone');
    expect(eventName('Phone', ['Header', 'Top Nav'])).toBe('header_top-nav_phone');
    expect(eventName('!!!')).toBe('');
    // Names in the page's language keep their letters; "_" stays the scopes' separator only.
    expect(eventName('Téléphone', ['En-tête'])).toBe('en-tête_téléphone');
    expect(eventName('電話')).toBe('電話');
    expect(eventName('Te\u0301le\u0301phone')).toBe('téléphone');
    expect(eventName('हिन्दी')).toBe('हिन्दी');
    expect(eventName('header_phone')).toBe('header-phone');
    expect(eventName('cta', ['', '  '])).toBe('cta');
  });
});

describe('parseSiteData', () => {
  it('needs businessId and siteId', () => {
    expect(parseSiteData({ businessId: 1 })).toBeNull();
    expect(parseSiteData(null)).toBeNull();
    expect(parseSiteData({ businessId: 1, siteId: 2, isStaging: 'yes' })).toEqual({ businessId: '1', siteId: '2', isStaging: false, pageurl: '', pagesReferrer: '' });
  });

  it('builds the pixel query', () => {
    const site = parseSiteData({ businessId: 'b', siteId: 's', isStaging: true, pageurl: '/p', pagesReferrer: '/r' })!;
    expect(pixelQuery(site, 'pin', 5).toString()).toBe('businessids=b&siteId=s&isStaging=true&pageurl=%2Fp&pagesReferrer=%2Fr&eventType=pin&v=5');
  });
});

describe('isStagingFlag', () => {
  it('reads true, "true" and 1 as staging; anything else as production', () => {
    for (const value of [true, 'true', ' TRUE ', 1, '1']) expect(isStagingFlag(value), String(value)).toBe(true);
    for (const value of [false, 'false', 0, '0', '', null, undefined, 'yes', {}]) expect(isStagingFlag(value), String(value)).toBe(false);
  });
});
