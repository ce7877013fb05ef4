import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEED_SORTS } from './types';
import { validateFeedOptions } from './validate';

const message = (input: Parameters<typeof validateFeedOptions>[0]) => {
  const result = validateFeedOptions(input);
  return result.ok ? null : result.message;
};

describe('validateFeedOptions', () => {
  it('needs an access token or a client id first, whatever else is wrong', () => {
    expect(message({ get: 'nope', sortBy: 'bad' })).toBe('Missing clientId or accessToken');
    expect(message({ get: 'user', accessToken: '', clientId: '  ' })).toBe('Missing clientId or accessToken');
    expect(message({ get: 'popular', accessToken: 42 })).toBe('Missing clientId or accessToken');
  });

  it('names an unknown source type', () => {
    expect(message({ get: 'followers', clientId: 'c' })).toBe("Invalid option for get: 'followers'.");
    expect(message({ get: 7, clientId: 'c' })).toBe("Invalid option for get: '7'.");
    // An object that cannot be turned into text is named, not thrown on.
    expect(message({ get: { toString: 1 }, clientId: 'c' })).toBe("Invalid option for get: 'an object'.");
    expect(message({ sortBy: { toString: 1 }, clientId: 'c' })).toBe("Invalid option for sortBy: 'an object'.");
  });

  it('defaults to the popular feed, as Instafeed did', () => {
    expect(validateFeedOptions({ clientId: 'c' })).toEqual({ ok: true, query: { get: 'popular', clientId: 'c' }, sortBy: 'none' });
  });

  it('needs a tag name for tagged feeds', () => {
    expect(message({ get: 'tagged', clientId: 'c' })).toBe('No tag name specified');
    expect(message({ get: 'tagged', clientId: 'c', tagName: '' })).toBe('No tag name specified');
    expect(message({ get: 'tagged', clientId: 'c', tagName: '..' })).toBe('No tag name specified');
    expect(validateFeedOptions({ get: 'tagged', clientId: 'c', tagName: 'kids' })).toMatchObject({ ok: true, query: { tagName: 'kids' } });
  });

  it('needs a numeric location id for location feeds', () => {
    expect(message({ get: 'location', clientId: 'c' })).toBe('No location specified');
    expect(message({ get: 'location', clientId: 'c', locationId: '1001' })).toBe('No location specified');
    expect(message({ get: 'location', clientId: 'c', locationId: 1.5 })).toBe('No location specified');
    expect(validateFeedOptions({ get: 'location', clientId: 'c', locationId: 1001 })).toMatchObject({ ok: true, query: { locationId: 1001 } });
  });

  it('needs a numeric user id, then a string access token, for user feeds', () => {
    expect(message({ get: 'user', accessToken: 't' })).toBe('No user specified');
    expect(message({ get: 'user', accessToken: 't', userId: '1001' })).toBe('No user specified');
    expect(message({ get: 'user', clientId: 'c', userId: 1001 })).toBe('No access token');
    expect(validateFeedOptions({ get: 'user', accessToken: 't', userId: 1001, limit: 6 })).toEqual({
      ok: true,
      query: { get: 'user', accessToken: 't', userId: 1001, limit: 6 },
      sortBy: 'none',
    });
  });

  it('names an unknown sort option', () => {
    expect(message({ clientId: 'c', sortBy: 'most-shared' })).toBe("Invalid option for sortBy: 'most-shared'.");
    for (const sortBy of FEED_SORTS) expect(validateFeedOptions({ clientId: 'c', sortBy })).toMatchObject({ ok: true, sortBy });
  });

  it('prefers the access token when both credentials are given', () => {
    expect(validateFeedOptions({ accessToken: 't', clientId: 'c' })).toMatchObject({ query: { accessToken: 't' } });
    expect(validateFeedOptions({ accessToken: 't', clientId: 'c' })).not.toMatchObject({ query: { clientId: 'c' } });
  });

  it('never throws and accepts exactly the positive integer user ids', () => {
    fc.assert(
      fc.property(fc.anything(), (userId) => {
        const result = validateFeedOptions({ get: 'user', accessToken: 't', userId });
        const valid = typeof userId === 'number' && Number.isSafeInteger(userId) && userId > 0;
        expect(result.ok).toBe(valid);
      }),
    );
  });
});
