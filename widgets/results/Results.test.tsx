import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getResultsStore, resetResultsStores } from '../../src/services/results-bus';
import { shownId } from '../../src/core/results-store';
import { parseResultsConfig } from './config';
import { requeryForm } from './use-requery';

vi.mock('../../src/services/report', () => ({ reportError: vi.fn() }));
const { mountWidget } = await import('../../src/loader/runtime/mount');
const { default: results } = await import('./index');

/** The media queries the widget asked (the breakpoint it reads). */
const queries: string[] = [];

/** matchMedia for jsdom: one answer for every query, changeable with its change event. */
function stubViewport(narrow: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return narrow;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (query: string) => (queries.push(query), media));
  return (next: boolean) => {
    narrow = next;
    act(() => listeners.forEach((listener) => listener()));
  };
}

function page({ form = true, requeryHidden = true, hostAttributes = '' } = {}) {
  document.body.innerHTML = `
    ${form ? '<div id="search" data-locator="search-form"><form action="/search" role="search"><input id="q" name="q" type="search" value="Lyon"><button type="submit">Search</button></form></div>' : ''}
    <section id="results" data-locator="results" ${hostAttributes}>
      <button type="button" data-locator-view="list" aria-pressed="true" aria-disabled="true">List</button>
      <button type="button" data-locator-view="map" aria-pressed="false" aria-disabled="false">Map</button>
      <ol>${['1', '2', '3'].map((id) => `<li id="js-yl-${id}"><h2><a href="/l/${id}">Store ${id}</a></h2><p>Address ${id}</p></li>`).join('')}</ol>
      <button type="button" data-locator-requery${requeryHidden ? ' hidden' : ''}>Search this area</button>
    </section>`;
  const host = document.getElementById('results')!;
  let handle = null as ReturnType<typeof mountWidget>;
  act(() => void (handle = mountWidget(host, 'results', results, { emit: vi.fn(), onFailed: vi.fn() })));
  const card = (id: string) => document.getElementById(`js-yl-${id}`)!;
  const active = () => ['1', '2', '3'].filter((id) => card(id).classList.contains('locator-result--active'));
  return { host, handle: handle!, card, active, store: getResultsStore('results'), control: (view: string) => host.querySelector<HTMLElement>(`[data-locator-view="${view}"]`)! };
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  document.body.innerHTML = '';
  document.body.className = '';
  resetResultsStores();
  vi.unstubAllGlobals();
});

describe('requeryForm', () => {
  it("uses the search form's own query input (its inputId), not the form's first text input", () => {
    document.body.innerHTML = `
      <div data-locator="search-form" data-input-id="addr"><form><input type="text" name="name"><input type="search" id="addr" name="q"></form></div>`;
    expect(requeryForm(document, null)?.input.id).toBe('addr');
    document.body.innerHTML = `
      <div data-locator="search-form"><script type="application/json" data-locator-config>{"inputId": "addr"}</script><form><input type="text" name="name"><input type="search" id="addr" name="q"></form></div>`;
    expect(requeryForm(document, null)?.input.id).toBe('addr');
    // As the spec spells the attribute (HTML lowercases it); and data-form naming the form inside the widget.
    document.body.innerHTML = `
      <div data-locator="search-form" data-inputId="addr"><form id="f"><input type="text" name="name"><input type="search" id="addr" name="q"></form></div>`;
    expect(requeryForm(document, null)?.input.id).toBe('addr');
    expect(requeryForm(document, 'f')?.input.id).toBe('addr');
    document.body.innerHTML = `<div data-locator="search-form"><form><input type="text" id="first"><input type="search" id="addr"></form></div>`;
    expect(requeryForm(document, null)?.input.id).toBe('first');
  });
});

describe('parseResultsConfig', () => {
  const input = (data: Record<string, string>, json?: unknown) => ({ widget: 'results', id: 'results', json, data, locale: 'en' });
  it('has the spec defaults, and data attributes win over the block', () => {
    const requeryShown = '“{label}” button available';
    expect(parseResultsConfig(input({}))).toEqual({ ok: true, value: { group: 'results', breakpoint: 992, form: null, requeryShown } });
    expect(parseResultsConfig(input({ group: 'a', form: 'f' }, { group: 'b', breakpoint: 768 }))).toEqual({ ok: true, value: { group: 'a', breakpoint: 768, form: 'f', requeryShown } });
  });
  it('reads a blank group or form (a template\'s empty field) as none given: the list stays joined to the map', () => {
    expect(parseResultsConfig(input({ group: ' ' }, { group: '', form: ' ' }))).toMatchObject({ ok: true, value: { group: 'results', form: null } });
  });
  it('names wrong values', () => {
    expect(parseResultsConfig(input({ breakpoint: 'wide' }, { group: 3 }))).toEqual({
      ok: false,
      errors: ['[locator] results#results: config.group must be a string, got 3', '[locator] results#results: data-breakpoint must be a number, got "wide"'],
    });
  });
});

describe('results widget, wide', () => {
  beforeEach(() => void stubViewport(false));

  it('a card click toggles it and deactivates the others; the chosen card has aria-current on its link', () => {
    const { card, active } = page();
    act(() => card('1').querySelector('p')!.click());
    expect(active()).toEqual(['1']);
    expect(card('1').querySelector('a')!.getAttribute('aria-current')).toBe('true');
    act(() => card('2').click());
    expect(active()).toEqual(['2']);
    expect(card('1').querySelector('a')!.hasAttribute('aria-current')).toBe(false);
    act(() => card('2').click());
    expect(active()).toEqual([]);
  });

  it('a card that is focusable itself (a tabindex for its anchor) still toggles on a click', () => {
    const { card, active } = page();
    card('1').tabIndex = -1;
    act(() => card('1').querySelector('p')!.click());
    expect(active()).toEqual(['1']);
  });

  it('a press on a focusable card, which focuses it before the click, chooses it (the focus does not toggle it first)', () => {
    const { card, active } = page();
    card('1').tabIndex = -1;
    card('2').tabIndex = -1;
    act(() => {
      card('1').dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
      card('1').focus();
      card('1').click();
    });
    expect(active()).toEqual(['1']);
    // A tap: the browser's mousedown, which comes with the focus after the touch has ended.
    act(() => {
      card('2').dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      card('2').focus();
      card('2').click();
    });
    expect(active()).toEqual(['2']);
    // A press on the link inside a card focuses the link: that focus chooses the card (no card click follows).
    act(() => {
      const link = card('3').querySelector('a')!;
      link.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
      link.focus();
    });
    expect(active()).toEqual(['3']);
  });

  it('a card id given twice is an error; the first card is the one joined to its pin', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `<section id="results" data-locator="results"><ol>
      <li id="js-yl-7" class="first"><a href="/l/7">Store 7</a></li><li id="js-yl-7" class="second"><a href="/l/7b">Store 7b</a></li></ol></section>`;
    act(() => void mountWidget(document.getElementById('results')!, 'results', results, { emit: vi.fn(), onFailed: vi.fn() }));
    expect(error).toHaveBeenCalledWith('[locator] results#results: more than one card has the id "js-yl-7"; only the first is joined to its pin');
    act(() => getResultsStore('results').dispatch({ type: 'pin-enter', id: '7' }));
    expect(document.querySelector('.first')!.classList.contains('locator-result--active')).toBe(true);
    expect(document.querySelector('.second')!.classList.contains('locator-result--active')).toBe(false);
    error.mockRestore();
  });

  it('a click on the card link is the link: no toggle', () => {
    const { card, active } = page();
    card('1').querySelector('a')!.addEventListener('click', (event) => event.preventDefault());
    act(() => card('1').querySelector('a')!.click());
    expect(active()).toEqual([]);
  });

  it('hovering or focusing a card publishes it to the store (the map highlights its pin); neither chooses it', () => {
    const { card, store, active } = page();
    act(() => void card('3').dispatchEvent(new MouseEvent('mouseenter')));
    expect(store.getState().hoverId).toBe('3');
    expect(active()).toEqual(['3']);
    act(() => void card('3').dispatchEvent(new MouseEvent('mouseleave')));
    expect(active()).toEqual([]);
    // The keyboard: shown while focused, not "current" (each card reached by Tab would say it).
    act(() => card('2').querySelector('a')!.focus());
    expect(active()).toEqual(['2']);
    expect(store.getState().activeId).toBeNull();
    expect(card('2').querySelector('a')!.hasAttribute('aria-current')).toBe(false);
    act(() => card('3').querySelector('a')!.focus());
    expect(active()).toEqual(['3']);
    act(() => card('3').querySelector('a')!.blur());
    expect(active()).toEqual([]);
  });

  it('a pointer passing over another card keeps the focused card shown once it leaves (its pin highlighted again)', () => {
    const { card, store, active } = page();
    act(() => card('1').querySelector('a')!.focus());
    expect(active()).toEqual(['1']);
    act(() => void card('2').dispatchEvent(new MouseEvent('mouseenter')));
    expect(active()).toEqual(['2']);
    act(() => void card('2').dispatchEvent(new MouseEvent('mouseleave')));
    expect(active()).toEqual(['1']);
    expect(shownId(store.getState())).toBe('1');
  });

  it('a pin hover shows its card active without scrolling; a pin click chooses it and scrolls it to the top', async () => {
    const { card, store, active } = page();
    const scroll = vi.fn();
    vi.stubGlobal('scrollTo', scroll);
    act(() => store.dispatch({ type: 'pin-enter', id: '2' }));
    expect(active()).toEqual(['2']);
    expect(scroll).not.toHaveBeenCalled();
    await act(async () => store.dispatch({ type: 'pin-click', id: '3', href: '/l/3' }));
    expect(active()).toEqual(['3']);
    expect(card('3').querySelector('a')!.getAttribute('aria-current')).toBe('true');
    expect(scroll).toHaveBeenCalledTimes(1);
  });

  it('a pin chosen from the keyboard takes focus to its card’s link; a pointer click leaves focus where it is', async () => {
    const { card, store } = page();
    vi.stubGlobal('scrollTo', vi.fn());
    const before = document.activeElement;
    await act(async () => store.dispatch({ type: 'pin-click', id: '2', href: '/l/2' }));
    expect(document.activeElement).toBe(before);
    await act(async () => store.dispatch({ type: 'pin-click', id: '3', href: '/l/3', keyboard: true }));
    expect(card('3').querySelector('a')).toHaveFocus();
  });

  it('tells the map which pins have a card, and on unmount that none has and that the hovered card was left', () => {
    const { card, handle, store } = page();
    expect([...store.getState().cards!].sort()).toEqual(['1', '2', '3']);
    act(() => void card('2').dispatchEvent(new MouseEvent('mouseenter')));
    expect(store.getState().hoverId).toBe('2');
    act(() => handle.unmount());
    expect(store.getState()).toMatchObject({ cards: null, hoverId: null });
  });

  it('unmount removes every mark', () => {
    const { card, handle, store } = page();
    act(() => card('1').click());
    act(() => handle.unmount());
    expect(card('1').className).toBe('');
    expect(card('1').querySelector('a')!.hasAttribute('aria-current')).toBe(false);
    act(() => card('2').click());
    expect(store.getState().activeId).toBe('1');
  });
});

describe('results widget, narrow', () => {
  it('is narrow below 992 px (spec §2, §9), fractional widths of a zoomed page included', () => {
    queries.length = 0;
    stubViewport(true);
    page();
    expect(queries).toContain('(max-width: 991.98px)');
  });

  it('a second group without the toggle (another list) leaves the page view of the first alone, mounted or removed', () => {
    stubViewport(true);
    const { control } = page();
    act(() => control('map').click());
    const other = document.createElement('section');
    other.setAttribute('data-locator', 'results');
    other.id = 'nearby';
    other.dataset.group = 'nearby';
    other.innerHTML = '<ol><li id="js-yl-9"><a href="/l/9">Store 9</a></li></ol>';
    document.body.append(other);
    let second = null as ReturnType<typeof mountWidget>;
    act(() => void (second = mountWidget(other, 'results', results, { emit: vi.fn(), onFailed: vi.fn() })));
    expect(document.body.classList.contains('locator-map-visible')).toBe(true);
    act(() => second!.unmount());
    expect(document.body.classList.contains('locator-map-visible')).toBe(true);
  });

  it('the toggle flips the page between list and map view; the controls alternate', () => {
    stubViewport(true);
    const { control } = page();
    act(() => control('map').click());
    expect(document.body.classList.contains('locator-map-visible')).toBe(true);
    expect([control('list').getAttribute('aria-disabled'), control('map').getAttribute('aria-disabled')]).toEqual(['false', 'true']);
    expect(control('map').getAttribute('aria-pressed')).toBe('true');
    act(() => control('map').click());
    expect(document.body.classList.contains('locator-map-visible')).toBe(true);
    act(() => control('list').click());
    expect(document.body.classList.contains('locator-map-visible')).toBe(false);
    expect([control('list').getAttribute('aria-disabled'), control('map').getAttribute('aria-disabled')]).toEqual(['true', 'false']);
  });

  it('a control the server rendered natively disabled can be used once the other view shows; unmount puts it back', () => {
    stubViewport(true);
    const { handle } = page();
    act(() => handle.unmount());
    // Mounted again on the page, its current-view control now natively disabled:
    document.querySelector('[data-locator-view="list"]')!.setAttribute('disabled', '');
    let mounted = null as ReturnType<typeof mountWidget>;
    act(() => void (mounted = mountWidget(document.getElementById('results')!, 'results', results, { emit: vi.fn(), onFailed: vi.fn() })));
    const list = document.querySelector<HTMLButtonElement>('[data-locator-view="list"]')!;
    expect(list.disabled).toBe(false);
    act(() => document.querySelector<HTMLElement>('[data-locator-view="map"]')!.click());
    act(() => list.click());
    expect(document.body.classList.contains('locator-map-visible')).toBe(false);
    act(() => mounted!.unmount());
    expect(list.disabled).toBe(true);
  });

  it('becoming wide shows both columns again', () => {
    const resize = stubViewport(true);
    const { control } = page();
    act(() => control('map').click());
    resize(false);
    expect(document.body.classList.contains('locator-map-visible')).toBe(false);
  });

  it('a pin click opens the location in a new window; the event is the map\'s to count, not counted again here', () => {
    stubViewport(true);
    const { store, active } = page();
    const open = vi.fn();
    const analytics = vi.fn(() => Promise.resolve());
    vi.stubGlobal('open', open);
    vi.stubGlobal('LocatorWidgets', { analytics });
    act(() => store.dispatch({ type: 'pin-click', id: '2', href: '/l/2' }));
    expect(open).toHaveBeenCalledWith('/l/2', '_blank', 'noopener,noreferrer');
    expect(analytics).not.toHaveBeenCalled();
    expect(active()).toEqual([]);
  });
});

describe('results widget, narrow: a pin with no page to open', () => {
  it('shows the list again, scrolled to its card, with the focus on the card’s link', async () => {
    stubViewport(true);
    const { card, control, store } = page();
    vi.stubGlobal('scrollTo', vi.fn());
    act(() => control('map').click());
    expect(document.body.classList.contains('locator-map-visible')).toBe(true);
    await act(async () => store.dispatch({ type: 'pin-click', id: '2', href: null }));
    expect(document.body.classList.contains('locator-map-visible')).toBe(false);
    expect(card('2').querySelector('a')).toHaveFocus();
  });
});

describe('search this area', () => {
  it('is hidden until a drag, then submits the form with q = the map centre and the input renamed qp', () => {
    stubViewport(false);
    const { host, store } = page();
    const button = host.querySelector<HTMLButtonElement>('[data-locator-requery]')!;
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    act(() => store.dispatch({ type: 'map-moved', center: { latitude: 45.7, longitude: 4.8 }, dragged: false }));
    expect(button.hidden).toBe(true);
    act(() => store.dispatch({ type: 'map-moved', center: { latitude: 45.75, longitude: 4.85 }, dragged: true }));
    expect(button.hidden).toBe(false);
    act(() => button.click());
    const form = document.querySelector('form')!;
    expect(submit).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(new FormData(form))).toEqual({ qp: 'Lyon', q: '45.75,4.85' });
    submit.mockRestore();
  });

  it('tells screen readers when it appears, in a live region that was in the page before; unmount removes it', () => {
    stubViewport(false);
    const { host, store, handle } = page();
    const button = host.querySelector<HTMLButtonElement>('[data-locator-requery]')!;
    const status = host.querySelector<HTMLElement>('[role="status"]')!;
    expect(status.textContent).toBe('');
    act(() => store.dispatch({ type: 'map-moved', center: { latitude: 45.75, longitude: 4.85 }, dragged: true }));
    expect(status.textContent).toBe(`“${button.textContent!.trim()}” button available`);
    // Hidden by the style object (a CSP forbidding inline styles would block a style attribute).
    expect(status.style.position).toBe('absolute');
    act(() => handle.unmount());
    expect(host.querySelector('[role="status"]')).toBeNull();
  });

  it("says it in the block's language when that is not the page's", () => {
    stubViewport(false);
    document.documentElement.lang = 'en';
    try {
      const { host, store } = page({ hostAttributes: 'data-locale="de_DE"' });
      const status = host.querySelector<HTMLElement>('[role="status"]')!;
      act(() => store.dispatch({ type: 'map-moved', center: { latitude: 45.75, longitude: 4.85 }, dragged: true }));
      // The block's own template (the button's text is the template's: in a German block, German).
      expect(status.textContent).toBe('Schaltfläche „Search this area“ verfügbar');
      expect(status).toHaveAttribute('lang', 'de-DE');
      // The server's button beside it keeps the page's language.
      expect(host.querySelector('[data-locator-requery]')!.closest('[lang]')).toBe(document.documentElement);
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('names an icon-only button by its aria-label when it appears', () => {
    stubViewport(false);
    const { host, store } = page();
    const button = host.querySelector<HTMLButtonElement>('[data-locator-requery]')!;
    button.setAttribute('aria-label', 'Search this area');
    button.innerHTML = '<svg aria-hidden="true"></svg>';
    act(() => store.dispatch({ type: 'map-moved', center: { latitude: 45.75, longitude: 4.85 }, dragged: true }));
    expect(host.querySelector('[role="status"]')!.textContent).toBe('“Search this area” button available');
  });

  it('without a search form it logs an error and the button stays hidden', () => {
    stubViewport(false);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, host } = page({ form: false });
    expect(error).toHaveBeenCalledWith('[locator] results#results: no search form for "search this area" (data-form not set); the button stays hidden');
    act(() => store.dispatch({ type: 'map-moved', center: { latitude: 1, longitude: 2 }, dragged: true }));
    expect(host.querySelector<HTMLButtonElement>('[data-locator-requery]')!.hidden).toBe(true);
    error.mockRestore();
  });

  it('without a search form it hides a button the template rendered shown (it could search nothing), until unmount', () => {
    stubViewport(false);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { host, handle } = page({ form: false, requeryHidden: false });
    const button = host.querySelector<HTMLButtonElement>('[data-locator-requery]')!;
    expect(button.hidden).toBe(true);
    act(() => handle.unmount());
    expect(button.hidden).toBe(false);
    error.mockRestore();
  });
});
