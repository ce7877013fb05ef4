import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from './read-config';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-locale');
  document.documentElement.lang = '';
});

function host(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector<HTMLElement>('[data-locator]')!;
}

describe('readConfig', () => {
  it('reads the JSON block inside the element and its data attributes', () => {
    const element = host(`<div data-locator="hours" id="h" data-todayfirst="" data-total="4">
      <script type="application/json" data-locator-config>{"days": [1]}</script></div>`);
    expect(readConfig(element, 'hours')).toEqual({
      ok: true,
      input: { widget: 'hours', id: 'h', json: { days: [1] }, data: { todayfirst: '', total: '4' }, locale: 'en' },
    });
  });

  it('matches a block elsewhere in the page to the element by id', () => {
    const element = host(`<div data-locator="map" id="store-map"></div>
      <script type="application/json" data-locator-config-for="store-map">{"zoom": 9}</script>`);
    const result = readConfig(element, 'map');
    expect(result.ok && result.input.json).toEqual({ zoom: 9 });
  });

  it('leaves a nested widget its own block', () => {
    document.body.innerHTML = `<div data-locator="results" id="outer">
      <div data-locator="phone" id="inner"><script type="application/json" data-locator-config>{"a": 1}</script></div></div>`;
    const outer = document.getElementById('outer')!;
    const result = readConfig(outer, 'results');
    expect(result.ok && result.input.json).toBeUndefined();
  });

  it('names the widget and element when the JSON does not parse', () => {
    const element = host(`<div data-locator="hours" id="h"><script type="application/json" data-locator-config>{"a":,}</script></div>`);
    const result = readConfig(element, 'hours');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/^\[locator\] hours#h: the configuration block is not valid JSON \(.+\)$/);
  });

  it('skips the second element with a duplicated id and keeps the first', () => {
    document.body.innerHTML = `<div data-locator="map" id="m"></div><div data-locator="map" id="m"></div>`;
    const [first, second] = Array.from(document.querySelectorAll<HTMLElement>('[data-locator]'));
    expect(readConfig(first!, 'map').ok).toBe(true);
    expect(readConfig(second!, 'map')).toEqual({ ok: false, error: '[locator] map#m: more than one element has the id "m"; this one is skipped' });
  });

  it('refuses two configuration blocks for one element', () => {
    const element = host(`<div data-locator="map" id="m"><script type="application/json" data-locator-config>{}</script></div>
      <script type="application/json" data-locator-config-for="m">{}</script>`);
    expect(readConfig(element, 'map')).toEqual({ ok: false, error: '[locator] map#m: more than one configuration block is given; this widget is skipped' });
  });

  it('counts a block inside the element that also names it by id once', () => {
    const element = host(`<div data-locator="map" id="m"><script type="application/json" data-locator-config data-locator-config-for="m">{"zoom": 4}</script></div>`);
    const result = readConfig(element, 'map');
    expect(result.ok && result.input.json).toEqual({ zoom: 4 });
  });

  it('refuses a block that is not JSON typed', () => {
    const element = host(`<div data-locator="map" id="m"><script type="text/javascript" data-locator-config>{}</script></div>`);
    expect(readConfig(element, 'map')).toEqual({ ok: false, error: '[locator] map#m: the configuration block must have type="application/json", got "text/javascript"' });
  });

  it('takes the locale from the element, then <html data-locale>, then <html lang>', () => {
    document.documentElement.lang = 'fr-BE';
    let element = host(`<div data-locator="hours" id="h"></div>`);
    expect(readConfig(element, 'hours').ok && (readConfig(element, 'hours') as { input: { locale: string } }).input.locale).toBe('fr_BE');
    document.documentElement.setAttribute('data-locale', 'ja_JP');
    expect((readConfig(element, 'hours') as { input: { locale: string } }).input.locale).toBe('ja_JP');
    element = host(`<div data-locator="hours" id="h" data-locale="de_DE"></div>`);
    expect((readConfig(element, 'hours') as { input: { locale: string } }).input.locale).toBe('de_DE');
    // A blank one (a template's empty field) is none given.
    element = host(`<div data-locator="hours" id="h" data-locale=""></div>`);
    expect((readConfig(element, 'hours') as { input: { locale: string } }).input.locale).toBe('ja_JP');
  });
});
