import { afterEach, describe, expect, it, vi } from 'vitest';
import { testPins } from '../../../testing/provider-fixtures';
import { ICON_ANCHOR_WARNING } from '../../icon-spec';
import { createEmitter } from '../../emitter';
import { clickPin } from './follow';
import { labelsOf, pinName } from './labels';
import { clusterIcon, clusterSizeOf, pinIcon } from './pin-icon';
import { PinOverlay, type OverlayItem } from './pin-overlay';
import { sdkHost } from './sdk-host';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('pin icons', () => {
  it('gives each pin its SVG at the scaled size, anchored at the tip, without the anchor warning', () => {
    const warn = vi.spyOn(console, 'warn');
    expect(pinIcon('MU', 'current', 'compact')).toMatchObject({ scaledSize: { width: 26, height: 37 }, anchor: { x: 13, y: 37 } });
    expect(pinIcon('MU', 'current', 'default')).toMatchObject({ scaledSize: { width: 28, height: 38 }, anchor: { x: 14, y: 38 } });
    expect(decodeURIComponent(pinIcon('corner', 'legacy', 'search', true).url)).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg[^>]+width="38.7" height="39.8"/);
    expect(pinIcon('MU', 'current', 'compact')).toBe(pinIcon('MU', 'current', 'compact'));
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining(ICON_ANCHOR_WARNING));
  });

  it('sizes clusters 27.2x37.8 on the search screen and 28x38 elsewhere', () => {
    expect(clusterIcon(12, 'search')).toMatchObject({ scaledSize: { width: 27.2, height: 37.8 }, anchor: { x: 13.6, y: 37.8 } });
    expect(clusterIcon(12, 'default').scaledSize).toEqual({ width: 28, height: 38 });
    expect(decodeURIComponent(clusterIcon(1234, 'default').url)).toContain('>1.2k</text>');
    const view = { pinSize: 'search' } as Parameters<typeof clusterSizeOf>[0];
    expect(clusterSizeOf(view)).toBe('search');
    expect(clusterSizeOf({ ...view, pinSize: 'default' })).toBe('default');
    expect(clusterSizeOf({ ...view, clusterSize: 'default' })).toBe('default');
  });
});

describe('labels and links', () => {
  it('names a new-tab pin with the page text for it, and fills missing labels in English', () => {
    const labels = labelsOf({ newTab: 'Ouvre un nouvel onglet' });
    expect(labels.cluster(3)).toBe('3 locations, zoom in');
    expect(pinName(testPins()[2]!, labels)).toBe('Pommelune Lyon (Ouvre un nouvel onglet)');
    expect(pinName(testPins()[0]!, labels)).toBe('Pommelune Paris Rivoli');
  });

  it('opens a new-tab pin without opener or referrer, and emits a cancelable event first', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const emitter = createEmitter();
    const events: (Event | undefined)[] = [];
    emitter.on('pin-click', (e) => events.push(e.originalEvent));
    clickPin(emitter, testPins()[2]!, null, null);
    expect(open).toHaveBeenCalledWith('https://maps.example/dir?d=lyon', '_blank', 'noopener,noreferrer');
    expect(events[0]!.cancelable).toBe(true);
    emitter.on('pin-click', (e) => e.originalEvent?.preventDefault());
    clickPin(emitter, testPins()[2]!, new MouseEvent('click', { cancelable: true }), null);
    expect(open).toHaveBeenCalledOnce();
  });
});

describe('a pin drawn by an SDK counts as the pin analytics event', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete window.LocatorWidgets;
  });

  /** A window whose navigation and analytics the test sees; `answer` settles the pixel. */
  function fakeWindow(analytics: 'none' | 'not-initialised' | 'pending') {
    const assign = vi.fn();
    const open = vi.fn();
    const tracked: unknown[][] = [];
    let answer = () => {};
    const command = vi.fn((...args: unknown[]) => {
      tracked.push(args);
      if (analytics === 'not-initialised') return Promise.reject(new Error('Analytics must be initialised with businessId and siteId before firing events'));
      return new Promise<void>((resolve) => (answer = resolve));
    });
    const win = {
      location: { assign },
      open,
      setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
      LocatorWidgets: analytics === 'none' ? undefined : { analytics: command },
    } as unknown as Window;
    return { win, assign, open, tracked, answer: () => answer() };
  }

  const scoped = () => {
    document.body.innerHTML = '<section data-locator-scope="Store page"><div data-locator="map"><div id="sdk"></div></div></section>';
    return document.getElementById('sdk')!;
  };

  it('tracks the click as the pin event within the map (its scopes name it), and this tab waits for the pixel before it navigates', async () => {
    vi.useFakeTimers();
    const { win, assign, tracked, answer } = fakeWindow('pending');
    clickPin(createEmitter(), testPins()[0]!, null, scoped(), win);
    expect(tracked).toEqual([['track', 'pin', document.getElementById('sdk')]]);
    await vi.advanceTimersByTimeAsync(500);
    expect(assign).not.toHaveBeenCalled();
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(assign).toHaveBeenCalledExactlyOnceWith('#loc-p1');
    // The timer that would have sent it anyway does not send it twice.
    await vi.advanceTimersByTimeAsync(1000);
    expect(assign).toHaveBeenCalledOnce();
  });

  it('a pixel that never answers holds the navigation 1 s at most', async () => {
    vi.useFakeTimers();
    const { win, assign } = fakeWindow('pending');
    clickPin(createEmitter(), testPins()[0]!, null, scoped(), win);
    await vi.advanceTimersByTimeAsync(999);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledExactlyOnceWith('#loc-p1');
  });

  it('navigates at once without analytics, or when analytics is not initialised; a new tab opens at once', async () => {
    vi.useFakeTimers();
    for (const state of ['none', 'not-initialised'] as const) {
      const { win, assign } = fakeWindow(state);
      clickPin(createEmitter(), testPins()[0]!, null, scoped(), win);
      await vi.advanceTimersByTimeAsync(0);
      expect(assign).toHaveBeenCalledExactlyOnceWith('#loc-p1');
    }
    const { win, open, tracked } = fakeWindow('pending');
    clickPin(createEmitter(), testPins()[2]!, null, scoped(), win);
    expect(open).toHaveBeenCalledWith('https://maps.example/dir?d=lyon', '_blank', 'noopener,noreferrer');
    expect(tracked).toEqual([['track', 'pin', document.getElementById('sdk')]]);
  });

  it('a click a handler prevented is not followed, but counted as the pin event all the same (as a pin link is)', () => {
    const { win, assign, open, tracked } = fakeWindow('pending');
    const emitter = createEmitter();
    emitter.on('pin-click', (e) => e.originalEvent?.preventDefault());
    clickPin(emitter, testPins()[0]!, null, scoped(), win);
    clickPin(emitter, testPins()[2]!, null, scoped(), win);
    expect(assign).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(tracked).toEqual([
      ['track', 'pin', document.getElementById('sdk')],
      ['track', 'pin', document.getElementById('sdk')],
    ]);
  });
});

describe('PinOverlay', () => {
  const box = { x: 10, y: 20, width: 28, height: 38 };
  const items = (ids: string[]): OverlayItem[] => ids.map((id, i) => ({ kind: 'pin', pin: testPins().find((p) => p.id === id)!, ...box, x: i * 40 }));

  it('lists one link per pin over its icon, in order, keeping the focused element across updates', () => {
    const container = document.body.appendChild(document.createElement('div'));
    const onPin = vi.fn();
    const overlay = new PinOverlay(container, { map: container, labels: labelsOf(undefined), onPin, onCluster: vi.fn() });
    overlay.update(items(['p1', 'p2', 'p3']));
    const list = container.querySelector('ul.locator-map-keys')!;
    expect(list).toHaveAttribute('aria-label', 'Locations on the map');
    expect(container.style.position).toBe('relative');
    const links = () => [...list.querySelectorAll('a')];
    expect(links().map((a) => a.getAttribute('href'))).toEqual(['#loc-p1', '#loc-p2', 'https://maps.example/dir?d=lyon']);
    expect(links()[2]).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    const second = links()[1]!;
    second.focus();
    overlay.update([...items(['p3', 'p2']), { kind: 'cluster', key: '9', count: 5, ...box }]);
    expect(links().map((a) => a.getAttribute('aria-label'))).toEqual(['Pommelune Lyon (Link Opens in New Tab)', 'Pommelune Paris Louvre']);
    expect(document.activeElement).toBe(second);
    expect(list.querySelector('button')).toHaveAccessibleName('5 locations, zoom in');
    expect(overlay.size).toBe(3);
    second.click();
    expect(onPin).toHaveBeenCalledWith(expect.objectContaining({ id: 'p2' }), expect.any(MouseEvent));
    overlay.destroy();
    expect(container.querySelector('ul')).toBeNull();
  });

  it('a pin given again with another link or name gets a control for them: Enter follows what a click follows', () => {
    const container = document.body.appendChild(document.createElement('div'));
    const overlay = new PinOverlay(container, { map: container, labels: labelsOf(undefined), onPin: vi.fn(), onCluster: vi.fn() });
    const [pin] = items(['p1']);
    overlay.update([pin!]);
    const moved = { ...pin!, pin: { ...(pin as Extract<OverlayItem, { kind: 'pin' }>).pin, href: '#moved', label: 'Pommelune Lyon Presqu’île', newTab: true } };
    overlay.update([moved]);
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('#moved');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('aria-label')).toBe('Pommelune Lyon Presqu’île (Link Opens in New Tab)');
    expect(container.querySelectorAll('a')).toHaveLength(1);
    overlay.destroy();
  });

  it('gives the focus to the map surface when the focused control leaves the view, and keeps it where it is otherwise', () => {
    const container = document.body.appendChild(document.createElement('div'));
    const canvas = container.appendChild(document.createElement('canvas'));
    canvas.tabIndex = 0;
    const overlay = new PinOverlay(container, { map: container, labels: labelsOf(undefined), onPin: vi.fn(), onCluster: vi.fn() });
    overlay.update([...items(['p1']), { kind: 'cluster', key: '9', count: 5, ...box }]);
    const outside = document.body.appendChild(document.createElement('button'));
    outside.focus();
    overlay.update(items(['p1']));
    expect(document.activeElement).toBe(outside);
    overlay.update([...items(['p1']), { kind: 'cluster', key: '9', count: 5, ...box }]);
    container.querySelector<HTMLElement>('button.locator-map-key--cluster')!.focus();
    // The cluster opened: the map moved and it is gone.
    overlay.update(items(['p1', 'p2']));
    expect(document.activeElement).toBe(canvas);
    overlay.destroy();
  });

  it('makes Tab stops only of icons wholly inside the edge buffer of a laid-out map, again at each update', () => {
    const container = document.body.appendChild(document.createElement('div'));
    Object.defineProperty(container, 'clientWidth', { value: 400 });
    Object.defineProperty(container, 'clientHeight', { value: 300 });
    const overlay = new PinOverlay(container, { map: container, labels: labelsOf(undefined), onPin: vi.fn(), onCluster: vi.fn() });
    const at = (x: number, y: number, key = `${x},${y}`): OverlayItem => ({ kind: 'cluster', key, count: 5, x, y, width: 28, height: 38 });
    // Inside; at the buffer's edges exactly; 1 px into the buffer on each side; past the map's edge.
    overlay.update([at(100, 100), at(30, 30), at(342, 232), at(29, 100), at(100, 29), at(343, 100), at(100, 233), at(-20, 100), at(390, 280)]);
    const stops = () => [...container.querySelectorAll<HTMLElement>('.locator-map-key')].map((control) => control.tabIndex);
    expect(stops()).toEqual([0, 0, 0, -1, -1, -1, -1, -1, -1]);
    // The map moved: the first one is now past the edge, the one past the edge is in.
    const first = container.querySelector('.locator-map-key');
    overlay.update([at(-5, 100, '100,100'), at(200, 150, '-20,100')]);
    expect(container.querySelector('.locator-map-key')).toBe(first);
    expect(stops()).toEqual([-1, 0]);
    overlay.destroy();
  });

  it('offers a pin without a link as a button that reports the click and goes nowhere', () => {
    const container = document.body.appendChild(document.createElement('div'));
    const onPin = vi.fn();
    const overlay = new PinOverlay(container, { map: container, labels: labelsOf(undefined), onPin, onCluster: vi.fn() });
    const pin = { ...testPins()[0]!, href: '' };
    overlay.update([{ kind: 'pin', pin, ...box }]);
    expect(container.querySelector('a')).toBeNull();
    const button = container.querySelector('button.locator-map-key--pin')!;
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAccessibleName(pin.label);
    (button as HTMLButtonElement).click();
    expect(onPin).toHaveBeenCalledWith(expect.objectContaining({ id: pin.id }), expect.any(MouseEvent));
  });
});

describe('sdkHost', () => {
  it('gives the SDK a child filling the container', () => {
    const container = document.body.appendChild(document.createElement('div'));
    const host = sdkHost(container);
    expect(host.parentElement).toBe(container);
    expect(host.style.width).toBe('100%');
    expect(host.style.height).toBe('100%');
  });
});
