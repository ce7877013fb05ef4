import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPhotoFeed, type PhotoFeedOptions } from './client';
import { answer, BASE } from './fake-feed';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const options = (fetch: typeof globalThis.fetch, extra: Partial<PhotoFeedOptions> = {}): PhotoFeedOptions => ({
  get: 'user',
  userId: 1001,
  accessToken: 'token',
  limit: 2,
  endpoint: BASE,
  fetch,
  ...extra,
});

afterEach(() => {
  for (const script of Array.from(document.head.querySelectorAll('script'))) script.remove();
});

describe('createPhotoFeed', () => {
  it('throws the validation messages at once', () => {
    const fetch = vi.fn();
    expect(() => createPhotoFeed({ get: 'user', userId: 1 })).toThrow('Missing clientId or accessToken');
    expect(() => createPhotoFeed({ get: 'user', accessToken: 't' })).toThrow('No user specified');
    expect(() => createPhotoFeed({ get: 'user', userId: 1, clientId: 'c' })).toThrow('No access token');
    expect(() => createPhotoFeed({ get: 'tagged', clientId: 'c' })).toThrow('No tag name specified');
    expect(() => createPhotoFeed({ get: 'location', clientId: 'c', locationId: 'x' })).toThrow('No location specified');
    expect(() => createPhotoFeed({ get: 'friends', clientId: 'c' })).toThrow("Invalid option for get: 'friends'.");
    expect(() => createPhotoFeed({ clientId: 'c', sortBy: 'best' })).toThrow("Invalid option for sortBy: 'best'.");
    expect(fetch).not.toHaveBeenCalled();
  });

  it('loads the first page, sorted then cut to the limit, with the chosen resolution', async () => {
    const fetch = vi.fn(async () => json(answer(['a', 'b', 'c'])));
    const feed = createPhotoFeed(options(fetch, { sortBy: 'most-liked', resolution: 'low_resolution', limit: 2 }));
    const page = await feed.run();
    expect(fetch).toHaveBeenCalledWith(`${BASE}/users/1001/media/recent?access_token=token&count=2`, expect.anything());
    // answer() gives likes 0, 1, 2 in order: most-liked is c, b, a; the limit keeps two.
    expect(page!.photos.map((photo) => photo.id)).toEqual(['c', 'b']);
    expect(page!.photos[0]!.image).toEqual({ url: 'https://feed.example/img/c-320.jpg', width: 320, height: 320 });
    expect(page!.hasNext).toBe(false);
    expect(feed.hasNext()).toBe(false);
  });

  it('pages on with pagination.next_url, then stops', async () => {
    const next = `${BASE}/users/1001/media/recent?access_token=token&count=2&max_id=b`;
    const fetch = vi.fn().mockResolvedValueOnce(json(answer(['a', 'b'], next))).mockResolvedValueOnce(json(answer(['c'])));
    const feed = createPhotoFeed(options(fetch));
    expect((await feed.run())!.hasNext).toBe(true);
    const second = await feed.next();
    expect(fetch).toHaveBeenLastCalledWith(next, expect.anything());
    expect(second).toMatchObject({ photos: [{ id: 'c' }], hasNext: false });
    await expect(feed.next()).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends one request while one is in flight', async () => {
    const fetch = vi.fn(async () => json(answer(['a'])));
    const feed = createPhotoFeed(options(fetch));
    const [first, second] = [feed.run(), feed.run()];
    expect(await first).toBe(await second);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    [json({ meta: { code: 400, error_message: 'The access_token provided is invalid.' } }, 400), 'Error from Instagram: The access_token provided is invalid.', 'api'],
    [new Response('<html>oops', { status: 200 }), 'Invalid JSON response', 'invalid-json'],
    [json({ meta: { code: 200 }, data: [] }), 'No images were returned from Instagram', 'empty'],
  ])('passes failures to the error callback: %#', async (response, message, kind) => {
    const error = vi.fn();
    const success = vi.fn();
    const feed = createPhotoFeed(options(vi.fn(async () => response), { error, success }));
    await expect(feed.run()).resolves.toBeNull();
    expect(error).toHaveBeenCalledExactlyOnceWith(message, expect.objectContaining({ kind, url: expect.stringContaining('access_token=redacted') }));
    expect(success).not.toHaveBeenCalled();
  });

  it('throws the failure when there is no error callback', async () => {
    const feed = createPhotoFeed(options(vi.fn(async () => json({ meta: { code: 200 }, data: [] }))));
    await expect(feed.run()).rejects.toThrow('No images were returned from Instagram');
  });

  it('stays silent after its signal aborted', async () => {
    const controller = new AbortController();
    const error = vi.fn();
    const success = vi.fn();
    let release: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    const feed = createPhotoFeed(options(fetch, { error, success, signal: controller.signal }));
    const pending = feed.run();
    controller.abort();
    release(json(answer(['a'])));
    await expect(pending).resolves.toBeNull();
    expect(error).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
  });

  it('uses JSONP with a fresh callback for each page, never following next_url off the endpoint origin', async () => {
    const feed = createPhotoFeed(options(vi.fn(), { transport: 'jsonp', endpoint: BASE }));
    const first = feed.run();
    // The JSONP code is a chunk of its own: the script goes in once it has loaded.
    const script = await vi.waitFor(() => {
      const added = document.head.querySelector('script');
      if (!added) throw new Error('no script yet');
      return added;
    });
    const name = new URL(script.src).searchParams.get('callback')!;
    expect(script.src).toBe(`${BASE}/users/1001/media/recent?access_token=token&count=2&callback=${name}`);
    (window as unknown as Record<string, (data: unknown) => void>)[name]!(answer(['a'], `https://elsewhere.example/v1/next?callback=${name}`));
    await expect(first).resolves.toMatchObject({ photos: [{ id: 'a' }], hasNext: false });
    await expect(feed.next()).resolves.toBeNull();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('resolves a relative endpoint against the page', async () => {
    const fetch = vi.fn(async () => json(answer(['a'])));
    await createPhotoFeed(options(fetch, { endpoint: '/sandbox/instagram/v1', get: 'popular' })).run();
    expect(fetch).toHaveBeenCalledWith(`${location.origin}/sandbox/instagram/v1/media/popular?access_token=token&count=2`, expect.anything());
  });
});
