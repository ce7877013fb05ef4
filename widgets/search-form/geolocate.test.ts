import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGeolocator } from '../../src/services/geolocation';
import { renderForm } from './test-helpers';
import { attachGeolocate, type GeolocateDeps } from './geolocate';

type Callbacks = { success: PositionCallback; failure: PositionErrorCallback };

function setup(geolocation: Pick<Geolocation, 'getCurrentPosition'> | null = null) {
  const parts = renderForm({ value: 'Ly' });
  const deps: GeolocateDeps = {
    geolocator: createGeolocator({ geolocation }),
    onRunning: vi.fn(),
    onFound: vi.fn(),
    onAbandoned: vi.fn(),
    alert: vi.fn(),
    warn: vi.fn(),
    failText: 'Sorry, we could not geolocate you at this time',
    label: 'search-form#search',
  };
  const controller = new AbortController();
  const handle = attachGeolocate(parts, deps, controller.signal);
  const unmark = handle.unmark;
  const click = () => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    parts.geolocateButton!.dispatchEvent(event);
    return event;
  };
  return { parts, deps, click, controller, unmark, cancel: handle.cancel };
}

function fakeGeolocation() {
  const calls: Callbacks[] = [];
  return {
    calls,
    geolocation: { getCurrentPosition: vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => void calls.push({ success, failure: failure! })) },
  };
}
const marked = () => [document.querySelector('form')!.classList.contains('locator-geolocating'), document.body.classList.contains('locator-geolocating')];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
  document.body.className = '';
});

describe('geolocate button', () => {
  it('prevents the default action, marks form and body while it runs and hands the position on', async () => {
    const fake = fakeGeolocation();
    const { click, deps, parts } = setup(fake.geolocation);
    expect(click().defaultPrevented).toBe(true);
    expect(marked()).toEqual([true, true]);
    expect(parts.form.getAttribute('aria-busy')).toBe('true');
    expect(deps.onRunning).toHaveBeenLastCalledWith(true);
    fake.calls[0]!.success({ coords: { latitude: 45.75, longitude: 4.85 } } as GeolocationPosition);
    await settle();
    expect(deps.onFound).toHaveBeenCalledWith({ latitude: 45.75, longitude: 4.85 });
    expect(deps.alert).not.toHaveBeenCalled();
  });

  it('a position that submits nothing (a submit already under way) takes the marks away; Escape does too once found', async () => {
    const fake = fakeGeolocation();
    const { click, deps } = setup(fake.geolocation);
    vi.mocked(deps.onFound).mockReturnValue(false);
    click();
    fake.calls[0]!.success({ coords: { latitude: 45.75, longitude: 4.85 } } as GeolocationPosition);
    await settle();
    expect(marked()).toEqual([false, false]);
    // Found and submitted, then the navigation stopped: Escape clears what the spinner covers.
    vi.mocked(deps.onFound).mockReturnValue(true);
    // The position found is cached (spec §4): this lookup answers from it.
    click();
    await settle();
    expect(deps.onFound).toHaveBeenCalledTimes(2);
    expect(marked()).toEqual([true, true]);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(marked()).toEqual([false, false]);
    // The position was submitted: the form is given back (its hidden field, name and button).
    expect(deps.onAbandoned).toHaveBeenCalledOnce();
  });

  it('runs one lookup at a time', () => {
    const fake = fakeGeolocation();
    const { click } = setup(fake.geolocation);
    click();
    expect(click().defaultPrevented).toBe(true);
    expect(fake.geolocation.getCurrentPosition).toHaveBeenCalledOnce();
  });

  it('permission denied: the marks and the spinner go, a console warning only', async () => {
    const fake = fakeGeolocation();
    const { click, deps, parts } = setup(fake.geolocation);
    click();
    fake.calls[0]!.failure({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
    await settle();
    expect(marked()).toEqual([false, false]);
    expect(parts.form.hasAttribute('aria-busy')).toBe(false);
    expect(deps.onRunning).toHaveBeenLastCalledWith(false);
    expect(deps.warn).toHaveBeenCalledWith('[locator] search-form#search: geolocation permission denied', expect.anything());
    expect(deps.alert).not.toHaveBeenCalled();
    expect(deps.onFound).not.toHaveBeenCalled();
  });

  it('a timeout alerts the visitor', async () => {
    const fake = fakeGeolocation();
    const { click, deps } = setup(fake.geolocation);
    click();
    fake.calls[0]!.failure({ code: 3, message: 'Timeout expired' } as GeolocationPositionError);
    await settle();
    expect(marked()).toEqual([false, false]);
    // Alerted once the spinner's removal has been painted (a frame later), not over it.
    expect(deps.alert).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(deps.alert).toHaveBeenCalledWith('Sorry, we could not geolocate you at this time'));
  });

  it("without browser support it fails with 'geolocation is not enabled' and alerts", async () => {
    const { click, deps } = setup(null);
    click();
    await settle();
    expect(deps.warn).toHaveBeenCalledWith('[locator] search-form#search: geolocation failed (geolocation is not enabled)', expect.any(Error));
    await vi.waitFor(() => expect(deps.alert).toHaveBeenCalledWith('Sorry, we could not geolocate you at this time'));
    expect(marked()).toEqual([false, false]);
  });

  it('after unmount a late answer does nothing and the marks are removed', async () => {
    const fake = fakeGeolocation();
    const { click, deps, controller, unmark } = setup(fake.geolocation);
    click();
    controller.abort();
    unmark();
    expect(marked()).toEqual([false, false]);
    fake.calls[0]!.success({ coords: { latitude: 1, longitude: 2 } } as GeolocationPosition);
    await settle();
    expect(deps.onFound).not.toHaveBeenCalled();
    // The listener is gone: the button's own default action (submitting the form) is left to the browser.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    click();
    expect(fake.geolocation.getCurrentPosition).toHaveBeenCalledOnce();
  });

  it('a page restored from the back-forward cache drops the answer of a lookup left running', async () => {
    const fake = fakeGeolocation();
    const { click, deps, unmark } = setup(fake.geolocation);
    click();
    unmark();
    expect(marked()).toEqual([false, false]);
    fake.calls[0]!.success({ coords: { latitude: 1, longitude: 2 } } as GeolocationPosition);
    await settle();
    expect(deps.onFound).not.toHaveBeenCalled();
    // And the button works again.
    click();
    fake.calls.at(-1)!.success({ coords: { latitude: 3, longitude: 4 } } as GeolocationPosition);
    await settle();
    expect(deps.onFound).toHaveBeenCalledTimes(1);
  });

  it('a lookup left waiting (an unanswered permission prompt) is cancelled by Escape or the handle; a late answer is dropped', async () => {
    const fake = fakeGeolocation();
    const { click, deps, cancel, parts } = setup(fake.geolocation);
    click();
    expect(marked()).toEqual([true, true]);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(marked()).toEqual([false, false]);
    expect(deps.onRunning).toHaveBeenLastCalledWith(false);
    expect(parts.geolocateButton).toHaveFocus();
    fake.calls[0]!.success({ coords: { latitude: 1, longitude: 2 } } as GeolocationPosition);
    await settle();
    expect(deps.onFound).not.toHaveBeenCalled();

    // A new click starts again; the cancel button of the spinner goes through cancel().
    click();
    expect(marked()).toEqual([true, true]);
    cancel();
    expect(marked()).toEqual([false, false]);
    // Escape with nothing running changes nothing.
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(deps.onRunning).toHaveBeenCalledTimes(4);
    expect(deps.alert).not.toHaveBeenCalled();
  });

  it('a cancelled lookup the browser never answers does not hold back the next click: that one asks again', async () => {
    const fake = fakeGeolocation();
    const { click, deps, cancel } = setup(fake.geolocation);
    click();
    cancel();
    click();
    expect(fake.geolocation.getCurrentPosition).toHaveBeenCalledTimes(2);
    expect(marked()).toEqual([true, true]);
    fake.calls[1]!.success({ coords: { latitude: 5, longitude: 6 } } as GeolocationPosition);
    await settle();
    expect(deps.onFound).toHaveBeenCalledExactlyOnceWith({ latitude: 5, longitude: 6 });
    // The first lookup, answered at last, is dropped.
    fake.calls[0]!.success({ coords: { latitude: 1, longitude: 2 } } as GeolocationPosition);
    await settle();
    expect(deps.onFound).toHaveBeenCalledTimes(1);
  });
});
