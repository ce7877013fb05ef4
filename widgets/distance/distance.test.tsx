import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseDistanceConfig } from './config';

vi.mock('../../src/services/report', () => ({ reportError: vi.fn() }));
const { mountWidget } = await import('../../src/loader/runtime/mount');
const { default: distance } = await import('./index');

const LYON = { latitude: 45.74846, longitude: 4.84671 };
const input = (data: Record<string, string> = {}, json?: unknown, locale = 'en') => ({ widget: 'distance', id: 'list', json, data, locale });

function page(attributes = '', block: string | null = JSON.stringify({ query: 'Lyon', ...LYON })) {
  document.body.innerHTML = `
    <ol id="list" data-locator="distance" ${attributes}>
      <li><p class="distance" data-latitude="45.764043" data-longitude="4.835659">1.23 mi (1.98 km)</p></li>
      <li><p class="distance" data-latitude="43.296482" data-longitude="5.36978"><b>173.00 mi</b> (278.42 km)</p></li>
      <li><p class="distance" data-latitude="" data-longitude="x">far</p></li>
    </ol>
    ${block === null ? '' : `<script type="application/json" data-locator-page="map-query">${block}</script>`}`;
  const host = document.getElementById('list')!;
  let handle = null as ReturnType<typeof mountWidget>;
  act(() => void (handle = mountWidget(host, 'distance', distance, { emit: vi.fn(), onFailed: vi.fn() })));
  return { host, handle, texts: () => Array.from(document.querySelectorAll('.distance')).map((p) => p.textContent) };
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => void (document.body.innerHTML = ''));

describe('parseDistanceConfig', () => {
  it('chooses miles for US English and kilometres elsewhere; data-unit and config.unit override', () => {
    const en = parseDistanceConfig(input());
    expect(en.ok && en.value).toMatchObject({ unit: 'mi', origin: null });
    const fr = parseDistanceConfig(input({}, undefined, 'fr_FR'));
    expect(fr.ok && fr.value.unit).toBe('km');
    const attr = parseDistanceConfig(input({ unit: 'km' }, { unit: 'mi' }));
    expect(attr.ok && attr.value.unit).toBe('km');
    const json = parseDistanceConfig(input({}, { unit: 'mi', origin: LYON }, 'de_DE'));
    expect(json.ok && json.value).toMatchObject({ unit: 'mi', origin: LYON });
  });

  it('reads a blank data-unit (an empty template field) as none given', () => {
    const blank = parseDistanceConfig(input({ unit: ' ' }, undefined, 'fr_FR'));
    expect(blank.ok && blank.value.unit).toBe('km');
    const withBlock = parseDistanceConfig(input({ unit: '' }, { unit: 'mi' }, 'fr_FR'));
    expect(withBlock.ok && withBlock.value.unit).toBe('mi');
  });

  it('reads an origin written as strings and a blank unit or origin in the block as none given (the markup contract)', () => {
    const strings = parseDistanceConfig(input({}, { unit: '', origin: { latitude: '45.76', longitude: '4.84' } }, 'fr_FR'));
    expect(strings.ok && strings.value).toMatchObject({ unit: 'km', origin: { latitude: 45.76, longitude: 4.84 } });
    const blank = parseDistanceConfig(input({}, { origin: '' }));
    expect(blank.ok && blank.value.origin).toBeNull();
  });

  it('names wrong values', () => {
    expect(parseDistanceConfig(input({ unit: 'miles' }, { origin: { latitude: 'x' } }))).toEqual({
      ok: false,
      errors: [
        '[locator] distance#list: data-unit must be one of mi, km, got "miles"',
        '[locator] distance#list: config.origin must be an object { latitude, longitude } in degrees, got an object',
      ],
    });
  });
});

describe('distance widget', () => {
  it('writes the distance from the searched position into each distance element, 2 decimals and the unit', () => {
    const { texts } = page();
    expect(texts()).toEqual(['1.20 mi', '171.37 mi', 'far']);
    expect(errors).toHaveBeenCalledWith(
      '[locator] distance#list: 1 distance element(s) without a valid data-latitude and data-longitude kept their text',
    );
  });

  it('formats in the page locale; data-unit overrides the locale unit', () => {
    document.documentElement.setAttribute('data-locale', 'fr_FR');
    try {
      expect(page().texts().slice(0, 2)).toEqual(['1,93\u202fkm', '275,78\u202fkm']);
      expect(page('data-unit="mi"').texts().slice(0, 2)).toEqual(['1,20\u202fmi', '171,37\u202fmi']);
    } finally {
      document.documentElement.removeAttribute('data-locale');
    }
  });

  it('measures from config.origin when given, without a map-query block', () => {
    const marseille = { latitude: 43.296482, longitude: 5.36978 };
    const { texts } = page(`data-unit="km"><script type="application/json" data-locator-config>${JSON.stringify({ origin: marseille })}</script`, null);
    expect(texts().slice(0, 2)).toEqual(['277.63 km', '0.00 km']);
  });

  it('keeps the server text without a searched position, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { texts } = page('', JSON.stringify({ query: 'Lyon' }));
    expect(texts()[0]).toBe('1.23 mi (1.98 km)');
    expect(warn.mock.calls[0]![0]).toMatch(/^\[locator\] distance#list: no searched position/);
  });

  it('says nothing without a searched position when there is no distance to write (a search that found no place)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `<ol id="list" data-locator="distance"></ol><script type="application/json" data-locator-page="map-query">{"query": "nowhere"}</script>`;
    act(() => void mountWidget(document.getElementById('list')!, 'distance', distance, { emit: vi.fn(), onFailed: vi.fn() }));
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('a blank coordinate is none: that element keeps its text, the others get their distance', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `<ul id="list" data-locator="distance">
        <li><span data-distance data-latitude=" " data-longitude="4.835659">server</span></li>
        <li><span data-distance data-latitude="45.764043" data-longitude="4.835659">server</span></li>
      </ul>
      <script type="application/json" data-locator-page="map-query">${JSON.stringify({ query: 'Lyon', ...LYON })}</script>`;
    act(() => void mountWidget(document.getElementById('list')!, 'distance', distance, { emit: vi.fn(), onFailed: vi.fn() }));
    expect([...document.querySelectorAll('[data-distance]')].map((element) => element.textContent)).toEqual(['server', '1.20 mi']);
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it("marks each distance it writes with the block's language when that is not the page's, and unmarks it on unmount", () => {
    document.documentElement.lang = 'en';
    try {
      const { handle } = page('data-locale="fr_FR"');
      const marked = () => Array.from(document.querySelectorAll('.distance')).map((p) => p.getAttribute('lang'));
      // The element without coordinates keeps its server text, and its language.
      expect(marked()).toEqual(['fr-FR', 'fr-FR', null]);
      act(() => handle!.unmount());
      expect(marked()).toEqual([null, null, null]);
      // In the page's own language nothing is marked.
      page('data-locale="en_GB"');
      expect(marked()).toEqual([null, null, null]);
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('unmounting puts the server nodes back', () => {
    const { handle, texts, host } = page();
    act(() => handle!.unmount());
    expect(texts()).toEqual(['1.23 mi (1.98 km)', '173.00 mi (278.42 km)', 'far']);
    expect(host.querySelector('b')?.textContent).toBe('173.00 mi');
  });

  it('a host that is itself a distance element gets its text replaced, with no widget root inside it', () => {
    document.body.innerHTML = `<span id="one" data-locator="distance" data-latitude="45.764043" data-longitude="4.835659">server</span>
      <script type="application/json" data-locator-page="map-query">${JSON.stringify({ query: 'Lyon', ...LYON })}</script>`;
    const host = document.getElementById('one')!;
    act(() => void mountWidget(host, 'distance', distance, { emit: vi.fn(), onFailed: vi.fn() }));
    expect(host.textContent).toBe('1.20 mi');
    // The root is detached: a host such as a list keeps a valid content model.
    expect(host.querySelector('[data-locator-root]')).toBeNull();
    expect(host.childNodes).toHaveLength(1);
  });
});
