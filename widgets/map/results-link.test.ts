import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmitter } from '../../src/maps/emitter';
import type { MapAdapter, MapPin } from '../../src/maps/types';
import { getResultsStore, resetResultsStores } from '../../src/services/results-bus';
import { linkResults } from './results-link';

const pins: MapPin[] = [{ id: '1', position: { latitude: 45, longitude: 4 }, type: 'succursale', label: 'One', href: '/l/1', newTab: false }];

function fakeAdapter() {
  const events = createEmitter();
  const adapter = { provider: 'BaseMap', highlight: vi.fn(), on: events.on, getCenter: () => ({ latitude: 45.123456789, longitude: 4.987654321 }) };
  return { adapter: adapter as unknown as MapAdapter & { highlight: ReturnType<typeof vi.fn> }, emit: events.emit };
}

afterEach(resetResultsStores);

describe('linkResults', () => {
  it('highlights the store’s shown card and publishes pin and map events', () => {
    const { adapter, emit } = fakeAdapter();
    const store = getResultsStore('results');
    store.dispatch({ type: 'cards', ids: new Set(['1']) });
    const unlink = linkResults(adapter, 'results', pins);
    expect(adapter.highlight).toHaveBeenLastCalledWith(null);
    store.dispatch({ type: 'card-enter', id: '1' });
    expect(adapter.highlight).toHaveBeenLastCalledWith('1');
    emit({ type: 'pin-leave', id: '1' });
    expect(adapter.highlight).toHaveBeenLastCalledWith(null);
    const click = new MouseEvent('click', { cancelable: true, detail: 1 });
    emit({ type: 'pin-click', id: '1', originalEvent: click });
    expect(click.defaultPrevented).toBe(true);
    expect(store.getState()).toMatchObject({ activeId: '1', effect: { type: 'scroll', id: '1' } });
    expect(store.getState().effect).not.toHaveProperty('focus');
    // Enter on a focused pin: a click of no pointer. Focus is to follow to the card.
    emit({ type: 'pin-click', id: '1', originalEvent: new MouseEvent('click', { cancelable: true, detail: 0 }) });
    expect(store.getState().effect).toMatchObject({ type: 'scroll', id: '1', focus: true });
    expect(store.getState().requeryVisible).toBe(false);
    emit({ type: 'drag-end' });
    expect(store.getState()).toMatchObject({ requeryVisible: true, center: { latitude: 45.123457, longitude: 4.987654 } });
    unlink();
    emit({ type: 'pin-hover', id: '1' });
    expect(store.getState().hoverId).toBeNull();
  });
});

describe('a map removed while a pin is hovered', () => {
  it('says the pin was left: the list shows the chosen card again, not the pin that was under the pointer', () => {
    const { adapter, emit } = fakeAdapter();
    const store = getResultsStore('results');
    const offList = store.subscribe(() => {});
    store.dispatch({ type: 'card-click', id: '2' });
    const unlink = linkResults(adapter, 'results', pins);
    emit({ type: 'pin-hover', id: '1' });
    expect(store.getState().hoverId).toBe('1');
    unlink();
    expect(store.getState()).toMatchObject({ hoverId: null, activeId: '2' });
    offList();
  });
});

describe('a pin clicked with Ctrl, Cmd or Shift', () => {
  it('is left to the browser when the pin is a link (a new tab or window), and chooses the card when it is not', () => {
    const { adapter, emit } = fakeAdapter();
    const store = getResultsStore('results');
    store.dispatch({ type: 'cards', ids: new Set(['1']) });
    linkResults(adapter, 'results', pins);
    document.body.innerHTML = '<a href="/l/1" data-locator-track="pin">One</a><div role="button" data-locator-track="pin">One</div>';
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey']) {
      const click = new MouseEvent('click', { cancelable: true, bubbles: true, detail: 1, [modifier]: true });
      let seen: MouseEvent | null = null;
      document.addEventListener('click', (event) => (seen = event), { once: true });
      document.querySelector('a')!.dispatchEvent(click);
      emit({ type: 'pin-click', id: '1', originalEvent: seen! });
      expect(click.defaultPrevented).toBe(false);
      expect(store.getState().activeId).toBeNull();
    }
    const onDiv = new MouseEvent('click', { cancelable: true, bubbles: true, detail: 1, ctrlKey: true });
    let seen: MouseEvent | null = null;
    document.addEventListener('click', (event) => (seen = event), { once: true });
    document.querySelector('[role="button"]')!.dispatchEvent(onDiv);
    emit({ type: 'pin-click', id: '1', originalEvent: seen! });
    expect(onDiv.defaultPrevented).toBe(true);
    expect(store.getState().activeId).toBe('1');
  });
});

describe('the requery button (spec §4: a drag or a mouse release on the map)', () => {
  const surface = () => {
    document.body.innerHTML = '<div id="map"><div class="pane"></div><a href="/l/1" data-locator-track="pin">One</a><div class="leaflet-control"><button>+</button></div></div>';
    return document.getElementById('map')!;
  };
  const requery = () => getResultsStore('results').getState().requeryVisible;
  const release = (target: Element, button = 0) => target.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, button }));

  /** The release is judged a task later, once a click it became has been seen. */
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));

  it('shows after a primary-button release on the map itself, not on a pin or a control', async () => {
    const { adapter } = fakeAdapter();
    const map = surface();
    linkResults(adapter, 'results', pins, map);
    release(map.querySelector('a')!);
    release(map.querySelector('button')!);
    release(map.querySelector('.pane')!, 2);
    await nextTask();
    expect(requery()).toBe(false);
    release(map.querySelector('.pane')!);
    await nextTask();
    expect(requery()).toBe(true);
    document.body.innerHTML = '';
  });

  it('a release that became the click of a pin an SDK draws on its canvas is no release on the map', async () => {
    const { adapter, emit } = fakeAdapter();
    const map = surface();
    linkResults(adapter, 'results', pins, map);
    release(map.querySelector('.pane')!);
    emit({ type: 'pin-click', id: '9', originalEvent: new MouseEvent('click', { cancelable: true, detail: 1 }) });
    await nextTask();
    expect(requery()).toBe(false);
    release(map.querySelector('.pane')!);
    await nextTask();
    expect(requery()).toBe(true);
    document.body.innerHTML = '';
  });

  it('an arrow key on a focused pin or control moves nothing: no button', () => {
    const { adapter } = fakeAdapter();
    const map = surface();
    linkResults(adapter, 'results', pins, map);
    map.querySelector('button')!.dispatchEvent(new KeyboardEvent('keyup', { key: 'ArrowLeft', bubbles: true }));
    map.querySelector('a')!.dispatchEvent(new KeyboardEvent('keyup', { key: '+', bubbles: true }));
    expect(requery()).toBe(false);
    document.body.innerHTML = '';
  });

  it('shows after a keyboard pan or zoom, and no longer listens once unlinked', async () => {
    const { adapter } = fakeAdapter();
    const map = surface();
    const unlink = linkResults(adapter, 'results', pins, map);
    map.dispatchEvent(new KeyboardEvent('keyup', { key: 'Tab', bubbles: true }));
    expect(requery()).toBe(false);
    map.dispatchEvent(new KeyboardEvent('keyup', { key: 'ArrowLeft', bubbles: true }));
    expect(requery()).toBe(true);
    resetResultsStores();
    release(map.querySelector('.pane')!);
    // Unlinked before the release was judged: nothing is shown.
    unlink();
    release(map.querySelector('.pane')!);
    await nextTask();
    expect(getResultsStore('results').getState().requeryVisible).toBe(false);
    document.body.innerHTML = '';
  });
});

describe('linkResults and the keyboard', () => {
  it('highlights a pin that has the keyboard focus too (the adapter keeps the focus on it)', () => {
    const { adapter } = fakeAdapter();
    document.body.innerHTML = '<div id="map"><a href="/l/1" data-locator-track="pin">One</a></div>';
    linkResults(adapter, 'results', pins);
    adapter.highlight.mockClear();
    document.querySelector<HTMLElement>('#map a')!.focus();
    getResultsStore('results').dispatch({ type: 'pin-enter', id: '1' });
    expect(adapter.highlight).toHaveBeenCalledWith('1');
    expect(getResultsStore('results').getState().hoverId).toBe('1');
    document.body.innerHTML = '';
  });
});

describe('a pin the list has no card for', () => {
  const click = () => new MouseEvent('click', { cancelable: true, detail: 1 });

  it('is left to its own link: no list joined yet, or no card of that id (a nearby location)', () => {
    const { adapter, emit } = fakeAdapter();
    const store = getResultsStore('results');
    linkResults(adapter, 'results', pins);
    const before = click();
    emit({ type: 'pin-click', id: '1', originalEvent: before });
    expect(before.defaultPrevented).toBe(false);
    store.dispatch({ type: 'cards', ids: new Set(['2']) });
    const other = click();
    emit({ type: 'pin-click', id: '1', originalEvent: other });
    expect(other.defaultPrevented).toBe(false);
    expect(store.getState()).toMatchObject({ activeId: null, effect: null });
  });

  it('opens its page in a new window on a narrow screen, as every pin of the results screen does (spec §2)', () => {
    const { adapter, emit } = fakeAdapter();
    const store = getResultsStore('results');
    store.dispatch({ type: 'viewport', narrow: true });
    store.dispatch({ type: 'cards', ids: new Set(['2']) });
    linkResults(adapter, 'results', [...pins, { ...pins[0]!, id: '3', href: '' }]);
    const event = click();
    emit({ type: 'pin-click', id: '1', originalEvent: event });
    expect(event.defaultPrevented).toBe(true);
    expect(store.getState().effect).toMatchObject({ type: 'open', id: '1', href: '/l/1' });
    // A pin with no page to open has nothing to show on a narrow screen either: left alone.
    const none = click();
    emit({ type: 'pin-click', id: '3', originalEvent: none });
    expect(none.defaultPrevented).toBe(false);
    expect(store.getState()).toMatchObject({ activeId: null, effect: { type: 'open', id: '1' } });
  });
});

describe('a points file pin on a narrow screen', () => {
  it('opens the address of the link it is (the config has no pins for a points file)', () => {
    const { adapter, emit } = fakeAdapter();
    const store = getResultsStore('results');
    store.dispatch({ type: 'viewport', narrow: true });
    store.dispatch({ type: 'cards', ids: new Set(['77']) });
    linkResults(adapter, 'results', []);
    document.body.innerHTML = '<a href="https://shop.test/l/77" data-locator-track="pin"><span>Seventy-seven</span></a>';
    let seen: Event | null = null;
    document.addEventListener('click', (event) => (seen = event), { once: true });
    document.querySelector('span')!.dispatchEvent(new MouseEvent('click', { cancelable: true, bubbles: true, detail: 1 }));
    emit({ type: 'pin-click', id: '77', originalEvent: seen! });
    expect(store.getState().effect).toMatchObject({ type: 'open', id: '77', href: 'https://shop.test/l/77' });
    document.body.innerHTML = '';
  });
});

describe('the centre "search this area" sends', () => {
  it('is within -180..180 on a map dragged across the antimeridian', () => {
    const { adapter, emit } = fakeAdapter();
    adapter.getCenter = () => ({ latitude: 45.7, longitude: 364.8 });
    linkResults(adapter, 'results', pins);
    emit({ type: 'drag-end' });
    expect(getResultsStore('results').getState().center).toEqual({ latitude: 45.7, longitude: 4.8 });
    adapter.getCenter = () => ({ latitude: 10, longitude: -190 });
    emit({ type: 'drag-end' });
    expect(getResultsStore('results').getState().center).toEqual({ latitude: 10, longitude: 170 });
  });
});
