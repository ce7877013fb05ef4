import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConfigInput } from '../../src/loader/types';
import { parsePhotoFeedConfig } from './config';

const input = (json: unknown, data: Record<string, string> = {}, locale = 'en'): ConfigInput => ({
  widget: 'photo-feed',
  id: 'feed',
  json,
  data,
  locale,
});
const errors = (json: unknown, data?: Record<string, string>) => {
  const result = parsePhotoFeedConfig(input(json, data));
  return result.ok ? [] : result.errors;
};

describe('parsePhotoFeedConfig', () => {
  it('takes a legacy attribute a template left blank as none given: the block\'s values stand', () => {
    const blank = { userid: '', accesstoken: ' ', limit: '', resolution: '' };
    const result = parsePhotoFeedConfig(input({ get: 'user', userId: 1001, accessToken: 'tok', limit: 6, resolution: 'low_resolution' }, blank));
    expect(result).toMatchObject({ ok: true, value: { query: { get: 'user', userId: 1001, accessToken: 'tok', limit: 6 }, resolution: 'low_resolution' } });
  });

  it('reads the location-page configuration with its defaults', () => {
    const result = parsePhotoFeedConfig(input({ get: 'user', userId: 1001, accessToken: 'sandbox-token', limit: 6, transport: 'json' }));
    expect(result).toEqual({
      ok: true,
      value: {
        query: { get: 'user', userId: 1001, accessToken: 'sandbox-token', limit: 6 },
        sortBy: 'none',
        resolution: 'thumbnail',
        transport: 'json',
        endpoint: null,
        showLocation: false,
        text: expect.objectContaining({ loadMore: 'Load more' }),
      },
    });
  });

  it('reads every option, and the label override, in the page language', () => {
    const result = parsePhotoFeedConfig(
      input(
        { get: 'tagged', tagName: 'lyon', clientId: 'c', sortBy: 'most-liked', resolution: 'low_resolution', transport: 'jsonp', endpoint: 'https://feed.example/v1' },
        {},
        'fr_FR',
      ),
    );
    expect(result).toMatchObject({
      ok: true,
      value: { query: { get: 'tagged', tagName: 'lyon', clientId: 'c' }, sortBy: 'most-liked', resolution: 'low_resolution', transport: 'jsonp', endpoint: 'https://feed.example/v1', showLocation: true, text: { loadMore: 'Voir plus de photos' } },
    });
    expect(parsePhotoFeedConfig(input({ clientId: 'c', loadMoreLabel: 'More', showLocation: false }))).toMatchObject({
      value: { query: { get: 'popular' }, showLocation: false, text: { loadMore: 'More' } },
    });
  });

  it('reads the legacy data attributes of spec §3, which win over the block', () => {
    const result = parsePhotoFeedConfig(input({ limit: 3 }, { userid: '1001', accesstoken: 'tok', limit: '4', resolution: 'standard_resolution' }));
    expect(result).toMatchObject({ ok: true, value: { query: { get: 'user', userId: 1001, accessToken: 'tok', limit: 4 }, resolution: 'standard_resolution' } });
  });

  it('gives the spec messages for the source and credential rules', () => {
    expect(errors({ get: 'user', userId: 1 })).toEqual(['[locator] photo-feed#feed: Missing clientId or accessToken']);
    expect(errors({ get: 'user', accessToken: 't' })).toEqual(['[locator] photo-feed#feed: No user specified']);
    expect(errors({}, { userid: 'abc', accesstoken: 't' })).toEqual(['[locator] photo-feed#feed: No user specified']);
    expect(errors({ get: 'user', userId: 1, clientId: 'c' })).toEqual(['[locator] photo-feed#feed: No access token']);
    expect(errors({ get: 'tagged', clientId: 'c' })).toEqual(['[locator] photo-feed#feed: No tag name specified']);
    expect(errors({ get: 'location', clientId: 'c', locationId: '12' })).toEqual(['[locator] photo-feed#feed: No location specified']);
    expect(errors({ get: 'stories', clientId: 'c' })).toEqual(["[locator] photo-feed#feed: Invalid option for get: 'stories'."]);
    expect(errors({ clientId: 'c', sortBy: 'most-viewed' })).toEqual(["[locator] photo-feed#feed: Invalid option for sortBy: 'most-viewed'."]);
  });

  it('reports type errors in the usual form', () => {
    expect(errors({ clientId: 'c', limit: 2.5 })).toEqual(['[locator] photo-feed#feed: config.limit must be a whole number from 1 to 60, got 2.5']);
    expect(errors({ clientId: 'c', limit: 'six' })).toEqual(['[locator] photo-feed#feed: config.limit must be a number, got "six"']);
    expect(errors({ clientId: 'c' }, { limit: '0' })).toEqual(['[locator] photo-feed#feed: data-limit must be a whole number from 1 to 60, got 0']);
    expect(errors({ clientId: 'c', resolution: 'huge' })).toEqual([
      '[locator] photo-feed#feed: config.resolution must be one of thumbnail, low_resolution, standard_resolution, got "huge"',
    ]);
    expect(errors({ clientId: 'c', transport: 'xhr' })).toEqual(['[locator] photo-feed#feed: config.transport must be one of json, jsonp, got "xhr"']);
    expect(errors({ clientId: 'c', endpoint: 'javascript:alert(1)' })).toEqual([
      '[locator] photo-feed#feed: config.endpoint must be an http(s) URL, got "javascript:alert(1)"',
    ]);
    expect(errors([1])).toContain('[locator] photo-feed#feed: config must be an object, got an array');
  });

  it('never throws on any block', () => {
    fc.assert(
      fc.property(fc.anything(), (json) => {
        const result = parsePhotoFeedConfig(input(json));
        if (!result.ok) for (const error of result.errors) expect(error).toMatch(/^\[locator\] photo-feed#feed: /);
      }),
    );
  });
});
