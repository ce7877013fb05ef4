import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEndpoints } from '../../src/services/endpoints';

vi.mock('../../src/services/report', () => ({ reportError: vi.fn() }));
const { mountWidget } = await import('../../src/loader/runtime/mount');
const { default: searchForm } = await import('./index');

const PLACES: Record<string, { place_name: string; center: [number, number] }[]> = {
  ly: [
    { place_name: 'Lyon, Auvergne-Rhône-Alpes, France', center: [4.84671, 45.74846] },
    { place_name: 'Lynn, Massachusetts, United States', center: [-70.94949, 42.46676] },
  ],
  lyo: [{ place_name: 'Lyon, Auvergne-Rhône-Alpes, France', center: [4.84671, 45.74846] }],
};

let requests: { url: URL; resolve(): void; fail(): void }[];

function page(hostAttributes = 'id="search" data-global', inputId = 'q') {
  document.body.innerHTML = `
    <div data-locator="search-form" ${hostAttributes}>
      <form action="/search" method="get" role="search" data-locator-country="United States">
        <label for="q">City</label>
        <input ${inputId ? `id="${inputId}"` : ''} name="q" type="search" value="">
        <button type="submit">Search</button>
      </form>
    </div>
    <script type="application/json" data-locator-page="services">{"geocoder":"https://geo.test/geocoding/v5","geocoderToken":"pk.t"}</script>`;
  resetEndpoints();
  const host = document.querySelector<HTMLElement>('[data-locator="search-form"]')!;
  let handle = null as ReturnType<typeof mountWidget>;
  act(() => void (handle = mountWidget(host, 'search-form', searchForm, { emit: vi.fn(), onFailed: vi.fn() })));
  const input = document.querySelector('input')!;
  return { host, input, handle };
}

const type = async (input: HTMLInputElement, value: string) => {
  await act(async () => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
const key = async (input: HTMLInputElement, name: string) => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  await act(async () => void input.dispatchEvent(event));
  return event;
};
const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const answer = (i: number, how: 'resolve' | 'fail' = 'resolve') => act(async () => requests[i]![how]());
const status = () => document.querySelector('.locator-search-sr-only')?.textContent;
const options = () => Array.from(document.querySelectorAll('[role="option"]')).map((o) => o.textContent);

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  requests = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const parsed = new URL(url);
    return new Promise<Response>((resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      const query = decodeURIComponent(parsed.pathname.split('/').pop()!.replace('.json', '')).toLowerCase();
      requests.push({
        url: parsed,
        resolve: () => resolve(new Response(JSON.stringify({ features: PLACES[query] ?? [] }))),
        fail: () => resolve(new Response('{"message":"Service Unavailable"}', { status: 503 })),
      });
    });
  });
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('search-form type-ahead', () => {
  it('makes the input a combobox controlling a listbox, its live region empty until the visitor types', () => {
    const { input } = page();
    const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
    expect(input).toHaveAttribute('role', 'combobox');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(listbox).toHaveAttribute('aria-label', 'Suggested places');
    expect(status()).toBe('');
  });

  it("gives the suggestions' live region the block's language when that is not the page's; the place names keep theirs", () => {
    document.documentElement.lang = 'en';
    try {
      const { input } = page('id="search" data-global data-locale="fr_FR"');
      expect(document.querySelector('[role="status"]')).toHaveAttribute('lang', 'fr-FR');
      // The geocoder is asked for no language: its place names are not said to be French.
      expect(document.getElementById(input.getAttribute('aria-controls')!)!.closest('[lang]')).toBe(document.documentElement);
      page();
      expect(document.querySelector('[role="status"]')).not.toHaveAttribute('lang');
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('suggests places 120 ms after the last keystroke, in global search mode, and counts them', async () => {
    const { input } = page();
    await type(input, 'L');
    await wait(60);
    await type(input, 'Ly');
    await wait(119);
    expect(requests).toHaveLength(0);
    await wait(1);
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({ access_token: 'pk.t', limit: '5', autocomplete: 'true' });
    await answer(0);
    expect(options()).toEqual(['Lyon, Auvergne-Rhône-Alpes, France', 'Lynn, Massachusetts, United States']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(status()).toBe('2 options available. Use up and down arrow keys to navigate.');
  });

  it('asks nothing about text still being composed (an input method), and asks once it is committed', async () => {
    const { input } = page();
    await act(async () => {
      input.value = 'ly';
      input.dispatchEvent(new InputEvent('input', { bubbles: true, isComposing: true }));
    });
    await wait(500);
    expect(requests).toHaveLength(0);
    await act(async () => void input.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: 'ly' })));
    await wait(120);
    expect(requests).toHaveLength(1);
  });

  it('restricts suggestions to the US outside global search', async () => {
    const { input } = page('id="search" data-global="false"');
    await type(input, 'Ly');
    await wait(120);
    expect(requests[0]!.url.searchParams.get('country')).toBe('us');
  });

  it('arrows move aria-activedescendant; Enter submits the place as a position search', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { input } = page();
    await type(input, 'Ly');
    await wait(120);
    await answer(0);
    expect((await key(input, 'ArrowDown')).defaultPrevented).toBe(true);
    expect(input.getAttribute('aria-activedescendant')).toBe(document.querySelectorAll('[role="option"]')[0]!.id);
    await key(input, 'ArrowDown');
    await key(input, 'ArrowUp');
    expect(document.querySelector('[aria-selected="true"]')?.textContent).toBe('Lyon, Auvergne-Rhône-Alpes, France');
    expect((await key(input, 'Enter')).defaultPrevented).toBe(true);
    expect(submit).toHaveBeenCalledOnce();
    const form = document.querySelector('form')!;
    expect(Object.fromEntries(new FormData(form))).toEqual({ qp: 'Lyon, Auvergne-Rhône-Alpes, France', q: '45.74846,4.84671' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true);
  });

  it('a click on an option chooses it; hovering makes it active', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const { input } = page();
    await type(input, 'Ly');
    await wait(120);
    await answer(0);
    const second = document.querySelectorAll('[role="option"]')[1]!;
    await act(async () => void second.dispatchEvent(new MouseEvent('mousemove', { bubbles: true })));
    expect(second).toHaveAttribute('aria-selected', 'true');
    await act(async () => void second.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(input.value).toBe('Lynn, Massachusetts, United States');
    expect(submit).toHaveBeenCalledOnce();
  });

  it('Escape closes the list, then clears the input', async () => {
    const { input } = page();
    await type(input, 'Ly');
    await wait(120);
    await answer(0);
    await key(input, 'Escape');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input.value).toBe('Ly');
    await key(input, 'Escape');
    expect(input.value).toBe('');
    expect(status()).toBe('Type to begin querying for matching results');
  });

  it('a keystroke aborts the pending request; its late answer is never shown', async () => {
    const { input } = page();
    await type(input, 'Ly');
    await wait(120);
    await type(input, 'Lyo');
    await wait(120);
    expect(requests).toHaveLength(2);
    await answer(1);
    await answer(0);
    expect(options()).toEqual(['Lyon, Auvergne-Rhône-Alpes, France']);
    expect(status()).toBe('1 option available. Use up and down arrow keys to navigate.');
  });

  it('a failed request empties the list and announces nothing', async () => {
    const { input } = page();
    await type(input, 'Ly');
    await wait(120);
    await answer(0);
    await type(input, 'Lyo');
    await wait(120);
    await answer(1, 'fail');
    expect(options()).toEqual([]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    // Not "no results": the service failed, the place may well exist (the form still searches for it).
    expect(status()).toBe('');
  });

  it('logs an error naming both ids and does not start without an input id', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { input } = page('id="search"', '');
    expect(error).toHaveBeenCalledWith(
      '[locator] search-form#search: the type-ahead needs both a parent element id and an input id, got parentId "search" and inputId none; suggestions are off',
    );
    expect(input).not.toHaveAttribute('role');
    expect(document.querySelector('[role="listbox"]')).toBeNull();
  });

  it('without a geocoder token (no services block) the type-ahead does not start: no refused request per pause, no "No results"', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML =
      '<div data-locator="search-form" id="search" data-global><form action="/search"><input id="q" name="q" type="search"><button>Search</button></form></div>';
    resetEndpoints();
    const host = document.querySelector<HTMLElement>('[data-locator="search-form"]')!;
    act(() => void mountWidget(host, 'search-form', searchForm, { emit: vi.fn(), onFailed: vi.fn() }));
    const input = document.querySelector('input')!;
    expect(error).toHaveBeenCalledWith("[locator] search-form#search: no geocoderToken in the page's services block; suggestions are off");
    expect(error).toHaveBeenCalledTimes(1);
    await type(input, 'Lyon');
    await wait(1000);
    expect(requests).toEqual([]);
    expect(input).not.toHaveAttribute('role');
    expect(status()).toBeUndefined();
    // The rest of the form works: the submit is still intercepted.
    expect(host).toHaveAttribute('data-locator-state', 'mounted');
  });

  it('does not attach to another input that has the same id (a header search and a page search both "q")', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.insertAdjacentHTML('afterbegin', '<input id="q" name="header-q">');
    const other = document.body.firstElementChild!;
    const host = document.createElement('div');
    host.innerHTML = '<div data-locator="search-form" id="search"><form action="/search"><input id="q" name="q" type="search"><button>Search</button></form></div>';
    document.body.append(host);
    act(() => void mountWidget(host.querySelector<HTMLElement>('[data-locator="search-form"]')!, 'search-form', searchForm, { emit: vi.fn(), onFailed: vi.fn() }));
    expect(error).toHaveBeenCalledWith('[locator] search-form#search: more than one element has the id "q"; suggestions are off');
    expect(other).not.toHaveAttribute('role');
    expect(host.querySelector('input')).not.toHaveAttribute('role');
  });
});
