import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAVIGATION_DELAY_MS } from '../core/analytics-names';
import { createAnalytics } from './analytics';
import { PRODUCTION_ENDPOINTS, resetEndpoints } from './endpoints';

const SITE = { businessId: 4242, siteId: '77', isStaging: false, pageurl: '/store', pagesReferrer: '' };
let images: { src: string; onload: (() => void) | null; onerror: (() => void) | null }[];

beforeEach(() => {
  images = [];
  vi.stubGlobal(
    'Image',
    class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(value: string) {
        images.push({ src: value, onload: this.onload, onerror: this.onerror });
      }
    },
  );
});
const releases: (() => void)[] = [];
const listen = (analytics: ReturnType<typeof createAnalytics>) => releases.push(analytics.listen(document));

afterEach(() => {
  for (const release of releases.splice(0)) release();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('analytics commands', () => {
  it('says so when a command has no arguments or is unknown', async () => {
    const analytics = createAnalytics({ pixelUrl: 'https://pixel.test/p.gif' });
    await expect(analytics.command()).rejects.toThrow('Received Analytics Command with no Arguments');
    await expect(analytics.command('launch')).rejects.toThrow('Unknown command');
  });

  it('raises an error when firing before the site data is set', async () => {
    const analytics = createAnalytics({ pixelUrl: 'https://pixel.test/p.gif' });
    await expect(analytics.command('track', 'cta')).rejects.toThrow(/before firing events/);
    expect(images).toHaveLength(0);
  });

  it('refuses site data without businessId and siteId', async () => {
    const analytics = createAnalytics({ pixelUrl: 'https://pixel.test/p.gif' });
    await expect(analytics.command('set', { businessId: '1' })).rejects.toThrow('Analytics site data needs businessId and siteId');
  });

  it('fires a pixel with site data, event type, business ids and the version seed', async () => {
    const analytics = createAnalytics({ pixelUrl: 'https://pixel.test/p.gif', seed: () => 123 });
    await analytics.command('set', SITE);
    const sent = analytics.command('track', 'directions');
    const url = new URL(images[0]!.src);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      businessids: '4242', siteId: '77', isStaging: 'false', pageurl: '/store', pagesReferrer: '', eventType: 'directions', v: '123',
    });
    images[0]!.onload?.();
    await sent;
    expect(analytics.events).toEqual(['directions']);
  });

  it('adds its query to a pixel address that has one', async () => {
    const analytics = createAnalytics({ pixelUrl: 'https://pixel.test/p.gif?src=locator', seed: () => 7 });
    await analytics.command('set', SITE);
    const tracked = analytics.command('track', 'cta');
    const sent = new URL(images[0]!.src);
    expect(sent.searchParams.get('src')).toBe('locator');
    expect(sent.searchParams.get('eventType')).toBe('cta');
    images[0]!.onload?.();
    await tracked;
  });

  it('by default sends to the services block’s pixel as it is when each pixel goes (a block that came after the start)', async () => {
    resetEndpoints();
    const analytics = createAnalytics();
    await analytics.command('set', SITE);
    void analytics.command('track', 'cta');
    expect(images[0]!.src.startsWith(`${PRODUCTION_ENDPOINTS.analyticsPixel}?`)).toBe(true);
    document.body.innerHTML = '<script type="application/json" data-locator-page="services">{"analyticsPixel": "https://pixel.test/site.gif"}</script>';
    void analytics.command('track', 'cta');
    expect(images[1]!.src.startsWith('https://pixel.test/site.gif?')).toBe(true);
    resetEndpoints();
  });

  it('names an event tracked within an element by that element’s scopes (a map pin an SDK draws)', async () => {
    document.body.innerHTML = '<section data-locator-scope="Store page"><div data-locator-scope="map"><div id="sdk"></div></div></section>';
    const analytics = createAnalytics({ pixelUrl: 'https://pixel.test/p.gif' });
    await analytics.command('set', SITE);
    void analytics.command('track', 'pin', document.getElementById('sdk'));
    void analytics.command('track', 'pin', 'not an element');
    expect(analytics.events).toEqual(['store-page_map_pin', 'pin']);
  });
});

describe('click tracking', () => {
  it('names events by scope and holds a same-tab navigation until the pixel loads', async () => {
    const navigate = vi.fn();
    const analytics = createAnalytics({ pixelUrl: 'https://pixel.test/p.gif', navigate });
    await analytics.command('set', SITE);
    listen(analytics);
    document.body.innerHTML = '<div data-locator-scope="Header"><a href="https://shop.test/" data-locator-track="website">Shop</a></div>';
    const link = document.querySelector('a')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(new URL(images[0]!.src).searchParams.get('eventType')).toBe('header_website');
    expect(navigate).not.toHaveBeenCalled();
    images[0]!.onload?.();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://shop.test/'));
  });

  it('holds the form a tracked submit button submits until the pixel loads, then submits it as that button', async () => {
    const submit = vi.fn();
    const analytics = createAnalytics({ pixelUrl: 'https://pixel.test/p.gif', submit });
    await analytics.command('set', SITE);
    listen(analytics);
    document.body.innerHTML = '<form action="https://shop.test/fitting"><input name="postcode" value="10001"><button name="from" value="cta" data-locator-track="cta">Book</button></form>';
    const submitted = vi.fn<(event: Event) => void>();
    document.addEventListener('submit', submitted);
    document.querySelector('button')!.click();
    expect(new URL(images[0]!.src).searchParams.get('eventType')).toBe('cta');
    // The page's handlers saw the submission; the browser's was held.
    expect(submitted).toHaveBeenCalledOnce();
    expect(submitted.mock.calls[0]![0].defaultPrevented).toBe(true);
    expect(submit).not.toHaveBeenCalled();
    images[0]!.onload?.();
    await vi.waitFor(() => expect(submit).toHaveBeenCalledWith(document.querySelector('form'), document.querySelector('button')));
    document.removeEventListener('submit', submitted);
  });

  it('leaves a form alone that a handler of the page submits its own way, or that leaves for a new window or a dialog', async () => {
    const submit = vi.fn();
    const analytics = createAnalytics({ pixelUrl: 'https://pixel.test/p.gif', submit });
    await analytics.command('set', SITE);
    listen(analytics);
    document.body.innerHTML = [
      '<form id="own" action="https://shop.test/a"><button data-locator-track="cta">A</button></form>',
      '<form id="blank" action="https://shop.test/b"><button formtarget="_blank" data-locator-track="cta">B</button></form>',
      '<form id="dialog" method="dialog"><button data-locator-track="cta">C</button></form>',
    ].join('');
    const own = (event: Event) => (event.target as Element).id === 'own' && event.preventDefault();
    document.addEventListener('submit', own);
    // jsdom would submit the new window's form: stopped once the tracker has decided (a window listener added after
    // its own runs after it).
    const stop = (event: Event) => event.preventDefault();
    const stopLast = () => window.addEventListener('submit', stop, { once: true });
    document.addEventListener('submit', stopLast, true);
    for (const button of document.querySelectorAll('button')) button.click();
    document.removeEventListener('submit', stopLast, true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const image of images) image.onload?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(images).toHaveLength(3);
    expect(submit).not.toHaveBeenCalled();
    document.removeEventListener('submit', own);
  });

  it('submits a held form with its button’s name, value and overrides, then puts the form back as it was', async () => {
    const analytics = createAnalytics({ pixelUrl: 'https://pixel.test/p.gif' });
    await analytics.command('set', SITE);
    listen(analytics);
    document.body.innerHTML =
      '<form action="https://shop.test/a" method="get"><input name="submit" value="shadowing"><input name="q" value="Lyon"><button name="from" value="cta" formaction="https://shop.test/b" formmethod="post" data-locator-track="cta">Go</button></form>';
    const form = document.querySelector('form')!;
    const seen: { entries: [string, FormDataEntryValue][]; action: string; method: string }[] = [];
    const native = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      seen.push({ entries: [...new FormData(this)], action: this.getAttribute('action')!, method: this.getAttribute('method')! });
    });
    document.querySelector('button')!.click();
    images[0]!.onload?.();
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({ entries: [['submit', 'shadowing'], ['q', 'Lyon'], ['from', 'cta']], action: 'https://shop.test/b', method: 'post' });
    expect(form.getAttribute('action')).toBe('https://shop.test/a');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.querySelectorAll('input')).toHaveLength(2);
    native.mockRestore();
  });

  it('holds a link inside a tracked element too (an <li data-locator-track> around it)', async () => {
    const navigate = vi.fn();
    const analytics = createAnalytics({ pixelUrl: 'https://pixel.test/p.gif', navigate });
    await analytics.command('set', SITE);
    listen(analytics);
    document.body.innerHTML = '<ul><li data-locator-track="website"><a href="https://shop.test/"><span>Shop</span></a></li></ul>';
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('span')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(new URL(images[0]!.src).searchParams.get('eventType')).toBe('website');
    images[0]!.onload?.();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://shop.test/'));
  });

  it('counts a middle click on a tracked link (a new tab: nothing held), before it listened too', async () => {
    const navigate = vi.fn();
    const analytics = createAnalytics({ pixelUrl: 'https://pixel.test/p.gif', navigate });
    await analytics.command('set', SITE);
    document.body.innerHTML = '<a href="https://shop.test/" data-locator-track="website">Shop</a><button data-locator-track="cta">Book</button>';
    const middle = (selector: string) => {
      const event = new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 });
      document.querySelector(selector)!.dispatchEvent(event);
      return event;
    };
    // Before the client listened: kept, then replayed.
    const kept: Event[] = [];
    const keep = (event: Event) => void kept.push(event);
    document.addEventListener('auxclick', keep, true);
    middle('a');
    document.removeEventListener('auxclick', keep, true);
    analytics.replay(kept);
    listen(analytics);
    const event = middle('a');
    // A middle click on a button opens nothing.
    middle('button');
    expect(event.defaultPrevented).toBe(false);
    expect(images.map((image) => new URL(image.src).searchParams.get('eventType'))).toEqual(['website', 'website']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('counts the clicks made before it listened, on tracked elements only, and holds no link back for them', async () => {
    const navigate = vi.fn();
    const analytics = createAnalytics({ pixelUrl: 'https://pixel.test/p.gif', navigate });
    await analytics.command('set', SITE);
    document.body.innerHTML = '<div data-locator-scope="Header"><a href="tel:+331" data-locator-track="phone">Call</a><button data-locator-track="cta">Book</button><p>Plain</p></div>';
    const clicks: Event[] = [];
    const keep = (event: Event) => void clicks.push(event);
    document.addEventListener('click', keep, true);
    for (const selector of ['a', 'p', 'button']) document.querySelector(selector)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    document.removeEventListener('click', keep, true);
    expect(images).toHaveLength(0);
    analytics.replay(clicks);
    expect(images.map((image) => new URL(image.src).searchParams.get('eventType'))).toEqual(['header_phone', 'header_cta']);
    expect(clicks.every((click) => !click.defaultPrevented)).toBe(true);
    expect(analytics.events).toEqual(['header_phone', 'header_cta']);
    images[0]!.onload?.();
    await Promise.resolve();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('navigates after the delay when the pixel never answers, and only once', async () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    const analytics = createAnalytics({ pixelUrl: 'https://pixel.test/p.gif', navigate });
    await analytics.command('set', SITE);
    listen(analytics);
    document.body.innerHTML = '<a href="https://shop.test/x" data-locator-track="cta">Go</a>';
    document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    vi.advanceTimersByTime(NAVIGATION_DELAY_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    images[0]!.onload?.();
    await Promise.resolve();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('does not hold new-tab links, modified clicks or non-http links', async () => {
    const navigate = vi.fn();
    const analytics = createAnalytics({ pixelUrl: 'https://pixel.test/p.gif', navigate });
    await analytics.command('set', SITE);
    listen(analytics);
    document.body.innerHTML = `<a id="a" href="https://x.test/" target="_blank" data-locator-track="website">a</a>
      <a id="b" href="https://x.test/" data-locator-track="website">b</a><a id="c" href="tel:+1" data-locator-track="phone">c</a>`;
    const click = (id: string, init: MouseEventInit = {}) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
      document.getElementById(id)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    // jsdom would try to navigate: stop default actions after the tracker ran.
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('click', stop);
    releases.push(() => document.removeEventListener('click', stop));
    click('a');
    click('b', { ctrlKey: true });
    click('c');
    for (const image of images) image.onload?.();
    await Promise.resolve();
    expect(images.map((image) => new URL(image.src).searchParams.get('eventType'))).toEqual(['website', 'website', 'phone']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('warns in debug mode about an element it cannot name', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const analytics = createAnalytics({ pixelUrl: 'https://pixel.test/p.gif' });
    await analytics.command('set', SITE);
    await analytics.command('debug', true);
    listen(analytics);
    document.body.innerHTML = '<button data-locator-track="!!!">x</button>';
    document.querySelector('button')!.click();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(images).toHaveLength(0);
  });

  it.each([false, 0, null, 'false', ' OFF ', '0'])('turns debug mode off with %j, as a page script or a template writes a switch', async (off) => {
    const analytics = createAnalytics({ pixelUrl: 'https://pixel.test/p.gif' });
    await analytics.command('debug');
    expect(analytics.debug).toBe(true);
    await analytics.command('debug', off);
    expect(analytics.debug).toBe(false);
    await analytics.command('debug', 'true');
    expect(analytics.debug).toBe(true);
  });
});

describe('click tracking and other handlers', () => {
  it('leaves a link alone when a later handler prevents its default, but still counts the click', async () => {
    const navigate = vi.fn();
    const analytics = createAnalytics({ pixelUrl: 'https://pixel.test/p.gif', navigate });
    await analytics.command('set', SITE);
    listen(analytics);
    document.body.innerHTML = '<a href="https://shop.test/" data-locator-track="pin">Pin</a>';
    const link = document.querySelector('a')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    images[0]!.onload?.();
    await Promise.resolve();
    expect(new URL(images[0]!.src).searchParams.get('eventType')).toBe('pin');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('lets go of a click a handler of the page stopped on its way up: no listener is left for it', async () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    const analytics = createAnalytics({ pixelUrl: 'https://pixel.test/p.gif', navigate });
    await analytics.command('set', SITE);
    listen(analytics);
    document.body.innerHTML = '<p><a href="https://shop.test/" data-locator-track="pin">Pin</a></p>';
    // The page handles the click itself and keeps it from the window.
    document.querySelector('p')!.addEventListener('click', (event) => {
      event.preventDefault();
      event.stopPropagation();
    });
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const decide = added.mock.calls.find(([type]) => (type as string) === 'click')?.[1];
    expect(decide).toBeTypeOf('function');
    vi.runAllTimers();
    expect(removed).toHaveBeenCalledWith('click', decide);
    expect(navigate).not.toHaveBeenCalled();
    // The click was counted all the same.
    expect(new URL(images[0]!.src).searchParams.get('eventType')).toBe('pin');
  });
});
