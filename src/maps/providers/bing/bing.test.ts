import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEndpoints } from '../../../services/endpoints';
import { installFakeBingMaps, uninstallFakeBingMaps } from '../../../testing/fake-sdks/bing';
import { recordPinEvents, sizedContainer, stackedPins, testContext, testPins, testView } from '../../../testing/provider-fixtures';
import { COLORS } from '../../pins';
import { resetScriptLoader } from '../../script-loader';
import type { MapPin, MapViewOptions } from '../../types';
import { createMap } from '../bing';
import { BING_KEY_CHECK_TIMEOUT_MS, bingMetadataUrl, bingRefusal, resetBingKeys } from './key-check';

const pins = (c: HTMLElement) => Array.from(c.querySelectorAll<HTMLImageElement>('[data-fake-bing-pin]'));
const clusters = (c: HTMLElement) => Array.from(c.querySelectorAll<HTMLImageElement>('[data-fake-bing-cluster]'));
const keys = (c: HTMLElement) => Array.from(c.querySelectorAll<HTMLElement>('.locator-map-keys .locator-map-key'));
const bingScript = () => document.head.querySelector<HTMLScriptElement>('script[src^="https://www.bing.com/api/maps/mapcontrol"]');

/** The Bing REST service as the key check sees it: each answer by the key asked with. */
let restAnswer: (key: string) => Response;
const restCalls: string[] = [];
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** The REST service answers when the test says so: returns the function that gives the answer. */
function holdRestAnswer(): (response: Response) => void {
  let answer!: (response: Response) => void;
  restAnswer = () => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response;
  return (response) => answer(response);
}

async function open(view: MapViewOptions = testView(), context = testContext()) {
  const container = sizedContainer();
  const pending = createMap(container, view, context);
  const url = new URL(bingScript()!.src);
  installFakeBingMaps(window);
  (window as unknown as Record<string, () => void>)[url.searchParams.get('callback')!]!();
  await vi.advanceTimersByTimeAsync(1);
  const adapter = await pending;
  await vi.advanceTimersByTimeAsync(1);
  return { adapter, container, url };
}

/** Pin i of n around Paris, in list order (the search screen's nearest first). */
const manyPins = (n: number): MapPin[] =>
  Array.from({ length: n }, (_, i) => ({ ...testPins()[0]!, id: `m${i}`, label: `Store ${i}`, position: { latitude: 48 + (i % 10) * 0.05, longitude: 2 + Math.floor(i / 10) * 0.05 } }));

beforeEach(() => {
  vi.useFakeTimers();
  resetEndpoints();
  resetScriptLoader();
  resetBingKeys();
  restCalls.length = 0;
  restAnswer = () => json(200, { authenticationResultCode: 'ValidCredentials', statusCode: 200, resourceSets: [] });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    restCalls.push(url.origin + url.pathname);
    return restAnswer(url.searchParams.get('key') ?? '');
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  uninstallFakeBingMaps();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('Bing', () => {
  it('loads mapcontrol with the key, the map language and a callback', async () => {
    const { url } = await open(testView({ language: 'es' }));
    expect(url.origin + url.pathname).toBe('https://www.bing.com/api/maps/mapcontrol');
    expect(url.searchParams.get('key')).toBe('test-key');
    expect(url.searchParams.get('setLang')).toBe('es');
    expect(url.searchParams.get('callback')).toMatch(/^__locatorMapsReady/);
  });

  it('draws 26x37 pins and a focusable link over each one for keyboard users', async () => {
    const { adapter, container } = await open();
    adapter.setPins(testPins());
    expect(pins(container)).toHaveLength(3);
    expect(decodeURIComponent(pins(container)[0]!.src)).toContain('width="26" height="37"');
    const links = keys(container);
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(['Pommelune Paris Rivoli', 'Pommelune Paris Louvre', 'Pommelune Lyon (Link Opens in New Tab)']);
    expect(links[2]).toHaveAttribute('target', '_blank');
    expect(links[2]).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    expect(links[0]).toHaveAttribute('href', '#loc-p1');
    expect(container.querySelector('.locator-map-keys')).toHaveAttribute('aria-label', 'Locations on the map');
    // The link sits exactly over the drawn pin.
    expect(links[0]!.style.left).toBe(pins(container)[0]!.style.left);
    expect(links[0]!.style.width).toBe('26px');
  });

  it('shows at most 100 pins, the first 100 in list order, and says so in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { adapter, container } = await open(testView({ zoom: 8, center: { latitude: 48.2, longitude: 2.35 } }));
    adapter.setPins(manyPins(150));
    expect(pins(container)).toHaveLength(100);
    expect(keys(container)).toHaveLength(100);
    expect(keys(container).at(-1)!.getAttribute('aria-label')).toBe('Store 99');
    expect(warn).toHaveBeenCalledWith('[locator] Bing map: 150 locations given, the first 100 are shown (spec: at most about 100 pins)');
  });

  it('emits pin-click, follows the link unless prevented, and reports hover and keyboard focus', async () => {
    const { adapter, container } = await open();
    adapter.setPins(testPins());
    const { seen, stopPreventing: stop } = recordPinEvents(adapter);
    pins(container)[1]!.dispatchEvent(new MouseEvent('mouseover'));
    pins(container)[1]!.dispatchEvent(new MouseEvent('mouseout'));
    pins(container)[1]!.click();
    // A navigation would come after the analytics call settles: give it that chance.
    await vi.advanceTimersByTimeAsync(0);
    expect(window.location.hash).not.toBe('#loc-p2');
    keys(container)[0]!.focus();
    keys(container)[0]!.blur();
    stop();
    pins(container)[1]!.click();
    // Followed once the pin's analytics event is settled: at once on a page without analytics.
    await vi.waitFor(() => expect(window.location.hash).toBe('#loc-p2'));
    expect(seen).toEqual(['hover p2', 'leave p2', 'click p2', 'hover p1', 'leave p1']);
  });

  it('raises the highlighted pin into its own layer with the selected icon', async () => {
    const { adapter, container } = await open();
    adapter.setPins(testPins());
    const pin = (i: number) => pins(container).find((p) => p.style.left === keys(container)[i]!.style.left)!;
    adapter.highlight('p2');
    expect(decodeURIComponent(pin(1).src)).toContain(COLORS.selected);
    expect(Number(pin(1).style.zIndex)).toBeGreaterThan(Number(pin(0).style.zIndex));
    adapter.highlight('p1');
    expect(decodeURIComponent(pin(1).src)).not.toContain(COLORS.selected);
    expect(Number(pin(0).style.zIndex)).toBeGreaterThan(Number(pin(1).style.zIndex));
    expect(pins(container)).toHaveLength(3);
  });

  it('says its first idle once the view the map was given is drawn, not over the empty map before it', async () => {
    const container = sizedContainer();
    const seen: string[] = [];
    const pending = createMap(container, testView(), testContext()).then((adapter) => {
      // As the map widget does, in the task the adapter arrives in: listen, fit, hand over the pins.
      adapter.on('idle', () => seen.push('idle'));
      adapter.on('move-end', () => seen.push('move-end'));
      adapter.fitBounds({ south: 45.764, west: 2.3522, north: 48.8566, east: 4.8357 }, { padding: 30, minZoom: 2, maxZoom: 18 });
      adapter.setPins(testPins());
      return adapter;
    });
    const url = new URL(bingScript()!.src);
    installFakeBingMaps(window);
    (window as unknown as Record<string, () => void>)[url.searchParams.get('callback')!]!();
    await vi.advanceTimersByTimeAsync(5);
    await pending;
    expect(seen[0]).toBe('move-end');
    expect(seen).toContain('idle');
  });

  it('fits, reports move-end then idle, and a drag as drag-end', async () => {
    const { adapter, container } = await open();
    const seen: string[] = [];
    adapter.on('move-end', (e) => seen.push(`move-end ${e.zoom}`));
    adapter.on('idle', () => seen.push('idle'));
    adapter.on('drag-end', () => seen.push('drag-end'));
    adapter.fitBounds({ south: 45.764, west: 2.3522, north: 48.8566, east: 4.8357 }, { padding: 30, minZoom: 2, maxZoom: 18 });
    expect(adapter.getZoom()).toBe(7);
    expect(adapter.getBounds().north).toBeGreaterThan(48.8566);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual(['move-end 7', 'idle']);
    const root = container.querySelector<HTMLElement>('[data-fake-sdk="bing"]')!;
    root.dispatchEvent(new MouseEvent('pointerdown', { clientX: 10, clientY: 10 }));
    root.dispatchEvent(new MouseEvent('pointermove', { clientX: 60, clientY: 40 }));
    root.dispatchEvent(new MouseEvent('pointerup', { clientX: 60, clientY: 40 }));
    expect(seen).toContain('drag-end');
    adapter.setView({ latitude: 45.764, longitude: 4.8357 }, 11);
    expect(adapter.getCenter()).toEqual({ latitude: 45.764, longitude: 4.8357 });
    expect(adapter.getZoom()).toBe(11);
  });

  it('clusters with the Clustering module: a count icon, a named button, a click zooms in', async () => {
    const { adapter, container } = await open(testView({ zoom: 6, cluster: { gridSize: 30, minimumClusterSize: 2 } }));
    adapter.setPins([...stackedPins(4), testPins()[2]!]);
    await vi.advanceTimersByTimeAsync(1);
    expect(clusters(container)).toHaveLength(1);
    expect(pins(container)).toHaveLength(1);
    const button = container.querySelector<HTMLButtonElement>('button.locator-map-key--cluster')!;
    expect(button).toHaveAccessibleName('4 locations, zoom in');
    button.click();
    expect(adapter.getZoom()).toBeGreaterThan(6);
  });

  it('hands the focus to the map when a focused cluster opens: Tab goes on to the pins, not back to the top', async () => {
    const { adapter, container } = await open(testView({ zoom: 6, cluster: { gridSize: 30, minimumClusterSize: 2 } }));
    // Apart enough to be single pins once the cluster is opened.
    adapter.setPins(stackedPins(4).map((pin, i) => ({ ...pin, position: { latitude: 45.1 + i * 0.05, longitude: 5.7 } })));
    await vi.advanceTimersByTimeAsync(1);
    const button = container.querySelector<HTMLButtonElement>('button.locator-map-key--cluster')!;
    button.focus();
    button.click();
    await vi.advanceTimersByTimeAsync(100);
    expect(button.isConnected).toBe(false);
    // The map's container (Bing's map offers no focusable surface of its own), focusable for this move only.
    expect(document.activeElement).toBe(container);
    container.blur();
    expect(container.hasAttribute('tabindex')).toBe(false);
  });

  it("keeps a standalone pin (a location page's own) out of the clusters, in the raised layer below a highlighted pin", async () => {
    const { adapter, container } = await open(testView({ zoom: 6, cluster: { gridSize: 30, minimumClusterSize: 2 } }));
    const [own, ...others] = stackedPins(4);
    adapter.setPins([{ ...own!, standalone: true }, ...others]);
    await vi.advanceTimersByTimeAsync(1);
    expect(container.querySelector('button.locator-map-key--cluster')).toHaveAccessibleName('3 locations, zoom in');
    expect(pins(container)).toHaveLength(1);
    // First for the keyboard, before the cluster.
    expect(keys(container).map((key) => key.getAttribute('href'))).toEqual(['#stacked-0', null]);
    // In the raised layer, above the clusters.
    expect(Number(pins(container)[0]!.style.zIndex)).toBeGreaterThan(Number(clusters(container)[0]!.style.zIndex));
    adapter.highlight(own!.id);
    expect(decodeURIComponent(pins(container)[0]!.src)).toContain(COLORS.selected);
    adapter.highlight(null);
    expect(pins(container)).toHaveLength(1);
    expect(clusters(container)).toHaveLength(1);
  });

  it('keeps clusters to the minimum size: smaller groups are drawn as their own pins, each keyboard-reachable', async () => {
    const { adapter, container } = await open(testView({ zoom: 6, cluster: { gridSize: 30, minimumClusterSize: 5 } }));
    adapter.setPins(stackedPins(4));
    await vi.advanceTimersByTimeAsync(1);
    expect(clusters(container)).toHaveLength(0);
    expect(pins(container)).toHaveLength(4);
    expect(keys(container)).toHaveLength(4);
    const clicked: string[] = [];
    adapter.on('pin-click', (e) => {
      clicked.push(e.id);
      e.originalEvent?.preventDefault();
    });
    pins(container)[2]!.click();
    expect(clicked).toHaveLength(1);
    // A highlight re-clusters the layer (the raised pin leaves it): the loose copies are placed again, not rebuilt.
    const api = (window as unknown as { Microsoft: { Maps: { Pushpin: new (...args: unknown[]) => unknown } } }).Microsoft.Maps;
    const Pushpin = api.Pushpin;
    let built = 0;
    api.Pushpin = class extends (Pushpin as new (...args: unknown[]) => object) {
      constructor(...args: unknown[]) {
        super(...args);
        built++;
      }
    } as typeof Pushpin;
    adapter.highlight(clicked[0]!);
    await vi.advanceTimersByTimeAsync(1);
    adapter.highlight(null);
    await vi.advanceTimersByTimeAsync(1);
    api.Pushpin = Pushpin;
    expect(built).toBe(0);
    expect(pins(container)).toHaveLength(4);
    adapter.setPins(stackedPins(5));
    await vi.advanceTimersByTimeAsync(1);
    expect(clusters(container)).toHaveLength(1);
    expect(pins(container)).toHaveLength(0);
    expect(container.querySelector('button.locator-map-key--cluster')).toHaveAccessibleName('5 locations, zoom in');
  });

  it('draws pins at the same spot one by one at the last zoom, where a click on their cluster could not open it', async () => {
    const { adapter, container } = await open(testView({ zoom: 6, cluster: { gridSize: 30, minimumClusterSize: 2 } }));
    // Two shops in one mall: one position.
    adapter.setPins(stackedPins(3).map((pin) => ({ ...pin, position: { latitude: 45.1, longitude: 5.7 } })));
    await vi.advanceTimersByTimeAsync(1);
    expect(clusters(container)).toHaveLength(1);
    container.querySelector<HTMLButtonElement>('button.locator-map-key--cluster')!.click();
    await vi.advanceTimersByTimeAsync(100);
    expect(adapter.getZoom()).toBe(21);
    expect(clusters(container)).toHaveLength(0);
    expect(pins(container)).toHaveLength(3);
    expect(keys(container).map((key) => key.getAttribute('href'))).toEqual(['#stacked-0', '#stacked-1', '#stacked-2']);
    // One zoom out they are a cluster again.
    adapter.setView({ latitude: 45.1, longitude: 5.7 }, 20);
    await vi.advanceTimersByTimeAsync(100);
    expect(clusters(container)).toHaveLength(1);
    expect(pins(container)).toHaveLength(0);
  });

  it('releases the map, its layers and the keyboard list on destroy', async () => {
    const { adapter, container } = await open();
    adapter.setPins(testPins());
    const idle = vi.fn();
    adapter.on('idle', idle);
    adapter.destroy();
    expect(container.querySelector('[data-fake-sdk]')).toBeNull();
    expect(container.querySelector('.locator-map-keys')).toBeNull();
    await vi.advanceTimersByTimeAsync(5);
    expect(idle).not.toHaveBeenCalled();
  });

  it('rejects without a key and when the script fails', async () => {
    const noKey = testContext({ credentials: { apiId: '', channelId: '', mapId: '', mapboxMapIdentifier: '' } });
    await expect(createMap(sizedContainer(), testView(), noKey)).rejects.toThrow('[locator] Bing map: no key (apiID) in the configuration');
    const failing = createMap(sizedContainer(), testView(), testContext());
    bingScript()!.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('map script failed to load');
  });

  describe('a key Bing rejects', () => {
    const refused = () => json(401, { authenticationResultCode: 'InvalidCredentials', statusCode: 401, statusDescription: 'Unauthorized', resourceSets: [] });

    it('asks the REST service once with the map session key, and keeps the map when Bing accepts it', async () => {
      const onFailure = vi.fn();
      await open(testView(), testContext({ onFailure }));
      await vi.advanceTimersByTimeAsync(1);
      expect(restCalls).toEqual(['https://dev.virtualearth.net/REST/v1/Imagery/Metadata/RoadOnDemand']);
      expect(onFailure).not.toHaveBeenCalled();
    });

    it('reports the refusal to the widget (which falls back), and a later map with that key fails at once', async () => {
      restAnswer = (key) => (key === 'session-test-key' ? refused() : json(500, {}));
      const onFailure = vi.fn();
      await open(testView(), testContext({ onFailure }));
      await vi.advanceTimersByTimeAsync(1);
      expect(onFailure).toHaveBeenCalledTimes(1);
      expect(onFailure.mock.calls[0]![0].message).toBe('[locator] Bing map: Bing rejected the key (apiID) (InvalidCredentials)');
      await expect(createMap(sizedContainer(), testView(), testContext())).rejects.toThrow('[locator] Bing map: Bing rejected the key (apiID) earlier on this page');
    });

    it('asks once per key and page: maps with the same key share the check in flight, and an accepted key is not asked about again', async () => {
      const answer = holdRestAnswer();
      const onFailure = vi.fn();
      await open(testView(), testContext({ onFailure }));
      await open(testView(), testContext({ onFailure }));
      await vi.advanceTimersByTimeAsync(1);
      expect(restCalls).toHaveLength(1);
      answer(json(200, { authenticationResultCode: 'ValidCredentials', statusCode: 200, resourceSets: [] }));
      await vi.advanceTimersByTimeAsync(1);
      await open(testView(), testContext({ onFailure }));
      await vi.advanceTimersByTimeAsync(1);
      expect(restCalls).toHaveLength(1);
      expect(onFailure).not.toHaveBeenCalled();
    });

    it('tells every map waiting on a shared check that Bing refused the key, and goes on for a map when the first is gone', async () => {
      const answer = holdRestAnswer();
      const first = vi.fn();
      const second = vi.fn();
      const { adapter } = await open(testView(), testContext({ onFailure: first }));
      await open(testView(), testContext({ onFailure: second }));
      await vi.advanceTimersByTimeAsync(1);
      adapter.destroy();
      answer(refused());
      await vi.advanceTimersByTimeAsync(1);
      expect(first).not.toHaveBeenCalled();
      expect(second.mock.calls.map(([error]) => error.message)).toEqual(['[locator] Bing map: Bing rejected the key (apiID) (InvalidCredentials)']);
      expect(restCalls).toHaveLength(1);
    });

    it('keeps the map when the answer says nothing about the key: a server error, a network error, no answer', async () => {
      const onFailure = vi.fn();
      restAnswer = () => json(503, { statusCode: 503 });
      await open(testView(), testContext({ onFailure }));
      await vi.advanceTimersByTimeAsync(1);
      restAnswer = () => {
        throw new TypeError('Failed to fetch');
      };
      await open(testView(), testContext({ onFailure }));
      await vi.advanceTimersByTimeAsync(1);
      restAnswer = () => new Promise<Response>(() => {}) as unknown as Response;
      await open(testView(), testContext({ onFailure }));
      await vi.advanceTimersByTimeAsync(BING_KEY_CHECK_TIMEOUT_MS + 1);
      expect(restCalls).toHaveLength(3);
      expect(onFailure).not.toHaveBeenCalled();
    });

    it('says nothing once the map is gone', async () => {
      const answer = holdRestAnswer();
      const onFailure = vi.fn();
      const { adapter } = await open(testView(), testContext({ onFailure }));
      await vi.advanceTimersByTimeAsync(1);
      adapter.destroy();
      answer(refused());
      await vi.advanceTimersByTimeAsync(1);
      expect(onFailure).not.toHaveBeenCalled();
    });

    it('reads only explicit refusals as a rejected key', () => {
      expect(bingRefusal(401, null)).toBe('HTTP 401');
      expect(bingRefusal(401, { authenticationResultCode: 'CredentialsExpired' })).toBe('CredentialsExpired');
      expect(bingRefusal(200, { authenticationResultCode: 'NotAuthorized' })).toBe('NotAuthorized');
      expect(bingRefusal(200, { authenticationResultCode: 'ValidCredentials' })).toBeNull();
      expect(bingRefusal(500, 'oops')).toBeNull();
      expect(bingRefusal(403, null)).toBeNull();
      expect(bingMetadataUrl('https://rest.example/REST/v1/', 'a b')).toBe('https://rest.example/REST/v1/Imagery/Metadata/RoadOnDemand?key=a+b&output=json&uriScheme=https');
    });
  });
});
