import { describe, expect, it, vi } from 'vitest';
import { createGeolocator, GEOLOCATION_UNSUPPORTED, isPermissionDenied } from './geolocation';

type Success = PositionCallback;
type Failure = PositionErrorCallback;

/** A navigator.geolocation whose lookups the test answers by hand. */
function fakeGeolocation() {
  const calls: { success: Success; failure: Failure; options: PositionOptions | undefined }[] = [];
  const geolocation = {
    getCurrentPosition: vi.fn((success: Success, failure?: Failure | null, options?: PositionOptions) => {
      calls.push({ success, failure: failure!, options });
    }),
  };
  const succeed = (i: number, latitude: number, longitude: number) =>
    calls[i]!.success({ coords: { latitude, longitude } } as GeolocationPosition);
  const fail = (i: number, code: number, message = '') => calls[i]!.failure({ code, message } as GeolocationPositionError);
  return { geolocation, calls, succeed, fail };
}

describe('createGeolocator', () => {
  it('asks with timeout 5000 ms and maximum age 300000 ms and answers the position', async () => {
    const fake = fakeGeolocation();
    const geolocator = createGeolocator({ geolocation: fake.geolocation });
    const found = geolocator.locate();
    expect(geolocator.running).toBe(true);
    expect(fake.calls[0]!.options).toEqual({ timeout: 5000, maximumAge: 300000, enableHighAccuracy: false });
    fake.succeed(0, 45.76, 4.84);
    await expect(found).resolves.toEqual({ latitude: 45.76, longitude: 4.84 });
    expect(geolocator.running).toBe(false);
  });

  it('runs one lookup at a time: a second call while one runs shares it', async () => {
    const fake = fakeGeolocation();
    const geolocator = createGeolocator({ geolocation: fake.geolocation });
    const first = geolocator.locate();
    const second = geolocator.locate();
    expect(second).toBe(first);
    expect(fake.geolocation.getCurrentPosition).toHaveBeenCalledOnce();
    fake.succeed(0, 1, 2);
    await expect(second).resolves.toEqual({ latitude: 1, longitude: 2 });
  });

  it('lets go of a lookup on release: the next call asks the browser again, the old one still settles', async () => {
    const fake = fakeGeolocation();
    const geolocator = createGeolocator({ geolocation: fake.geolocation });
    const first = geolocator.locate();
    geolocator.release();
    expect(geolocator.running).toBe(false);
    const second = geolocator.locate();
    expect(second).not.toBe(first);
    expect(fake.geolocation.getCurrentPosition).toHaveBeenCalledTimes(2);
    fake.succeed(1, 3, 4);
    await expect(second).resolves.toEqual({ latitude: 3, longitude: 4 });
    fake.succeed(0, 1, 2);
    await expect(first).resolves.toEqual({ latitude: 1, longitude: 2 });
  });

  it('reuses a found position while it is younger than the maximum age', async () => {
    let now = 1_000_000;
    const fake = fakeGeolocation();
    const geolocator = createGeolocator({ geolocation: fake.geolocation, now: () => now });
    const first = geolocator.locate();
    fake.succeed(0, 1, 2);
    await first;
    now += 299_999;
    await expect(geolocator.locate()).resolves.toEqual({ latitude: 1, longitude: 2 });
    expect(fake.geolocation.getCurrentPosition).toHaveBeenCalledOnce();
    now += 1;
    void geolocator.locate();
    expect(fake.geolocation.getCurrentPosition).toHaveBeenCalledTimes(2);
  });

  it("ages a position from when the browser took it (an answer from the browser's own cache may be old already)", async () => {
    let now = 1_000_000;
    const fake = fakeGeolocation();
    const geolocator = createGeolocator({ geolocation: fake.geolocation, now: () => now });
    const first = geolocator.locate();
    // Taken four minutes ago, answered from the browser's cache.
    fake.calls[0]!.success({ coords: { latitude: 1, longitude: 2 }, timestamp: now - 240_000 } as GeolocationPosition);
    await first;
    now += 60_000;
    void geolocator.locate();
    expect(fake.geolocation.getCurrentPosition).toHaveBeenCalledTimes(2);
  });

  it('rejects with the browser error on denial and timeout, and lets the next call try again', async () => {
    const fake = fakeGeolocation();
    const geolocator = createGeolocator({ geolocation: fake.geolocation });
    const denied = geolocator.locate();
    fake.fail(0, 1, 'User denied Geolocation');
    const error = await denied.catch((e: unknown) => e);
    expect(isPermissionDenied(error)).toBe(true);
    const timedOut = geolocator.locate();
    expect(fake.geolocation.getCurrentPosition).toHaveBeenCalledTimes(2);
    fake.fail(1, 3, 'Timeout expired');
    const timeout = await timedOut.catch((e: unknown) => e);
    expect(timeout).toMatchObject({ code: 3 });
    expect(isPermissionDenied(timeout)).toBe(false);
    expect(geolocator.running).toBe(false);
  });

  it("fails with 'geolocation is not enabled' without browser support", async () => {
    const geolocator = createGeolocator({ geolocation: null });
    await expect(geolocator.locate()).rejects.toThrow(GEOLOCATION_UNSUPPORTED);
    expect(GEOLOCATION_UNSUPPORTED).toBe('geolocation is not enabled');
  });

  it('uses navigator.geolocation when none is given, and fails when the browser has none', async () => {
    // jsdom has no navigator.geolocation.
    expect('geolocation' in navigator && navigator.geolocation).toBeFalsy();
    await expect(createGeolocator().locate()).rejects.toThrow('geolocation is not enabled');
    const fake = fakeGeolocation();
    vi.stubGlobal('navigator', { geolocation: fake.geolocation });
    void createGeolocator().locate();
    expect(fake.geolocation.getCurrentPosition).toHaveBeenCalledOnce();
  });
});
