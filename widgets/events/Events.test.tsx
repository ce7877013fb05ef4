import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/services/report', () => ({ reportError: vi.fn() }));
const { mountWidget } = await import('../../src/loader/runtime/mount');
const { default: events } = await import('./index');

// 2026-11-21 12:00 UTC (13:00 in Paris), the fixtures' "now".
const NOW = Date.UTC(2026, 10, 21, 12);
const sec = (iso: string) => Date.parse(iso) / 1000;
const MINUTE = 60_000;

const item = (id: string, start: string, end: string | 0, title = id) =>
  `<li class="event" id="${id}" data-start="${sec(start)}" data-end="${end === 0 ? 0 : sec(end)}"><strong>${title}</strong> <time datetime="${start}">${start}</time></li>`;

function page(attrs: string, items: string[], config?: object): HTMLElement {
  const block = config ? `<script type="application/json" data-locator-config>${JSON.stringify(config)}</script>` : '';
  document.body.innerHTML = `<section data-locator="events" id="ev" style="color: red" ${attrs}>${block}<h2>Events</h2><ul>${items.join('')}</ul></section>`;
  return document.getElementById('ev')!;
}

const env = () => ({ emit: vi.fn(), onFailed: vi.fn() });
const shownIds = () => Array.from(document.querySelectorAll('li.event')).map((li) => li.id);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('events widget', () => {
  const paris = { timezone: 'Europe/Paris', formatDates: false };

  it('shows only the events not yet ended; end 0 lasts until midnight in the store zone', () => {
    page('', [
      item('past', '2026-11-20T10:00:00Z', '2026-11-20T12:00:00Z'),
      item('today-open-end', '2026-11-21T08:00:00Z', 0),
      item('yesterday-open-end', '2026-11-20T15:00:00Z', 0),
      item('until-1230', '2026-11-21T11:00:00Z', '2026-11-21T12:30:00Z'),
      item('future', '2026-11-28T14:00:00Z', '2026-11-28T16:00:00Z'),
    ], paris);
    act(() => void mountWidget(document.getElementById('ev')!, 'events', events, env()));
    expect(shownIds()).toEqual(['today-open-end', 'until-1230', 'future']);
  });

  it('takes an event out at the instant it ends, with one timer re-armed each time', () => {
    const host = page('', [
      item('until-1230', '2026-11-21T11:00:00Z', '2026-11-21T12:30:00Z'),
      item('today-open-end', '2026-11-21T08:00:00Z', 0),
    ], paris);
    act(() => void mountWidget(host, 'events', events, env()));
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(30 * MINUTE - 1));
    expect(shownIds()).toEqual(['until-1230', 'today-open-end']);
    act(() => vi.advanceTimersByTime(1));
    expect(shownIds()).toEqual(['today-open-end']);
    expect(vi.getTimerCount()).toBe(1);
    // Midnight in Paris is 23:00 UTC: the block goes with its last event.
    act(() => vi.advanceTimersByTime(10.5 * 60 * MINUTE - 1));
    expect(host.hidden).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(shownIds()).toEqual([]);
    expect(host.hidden).toBe(true);
    expect(host.style.getPropertyValue('display')).toBe('none');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows at most eventsToDisplay, bringing the next one in when a shown one ends', () => {
    page('data-events-to-display="2"', [
      item('a', '2026-11-21T11:00:00Z', '2026-11-21T12:10:00Z'),
      item('b', '2026-11-22T11:00:00Z', '2026-11-22T12:00:00Z'),
      item('c', '2026-11-23T11:00:00Z', '2026-11-23T12:00:00Z'),
    ], paris);
    act(() => void mountWidget(document.getElementById('ev')!, 'events', events, env()));
    expect(shownIds()).toEqual(['a', 'b']);
    act(() => vi.advanceTimersByTime(10 * MINUTE));
    expect(shownIds()).toEqual(['b', 'c']);
  });

  it('hides the whole block when no event remains, and unmount restores every node and attribute', () => {
    const host = page('', [item('past', '2026-11-20T10:00:00Z', '2026-11-20T12:00:00Z'), item('old', '2026-11-19T10:00:00Z', 0)], {
      timezone: 'Europe/Paris',
    });
    const before = host.outerHTML;
    let handle: ReturnType<typeof mountWidget> = null;
    act(() => void (handle = mountWidget(host, 'events', events, env())));
    expect(host.hidden).toBe(true);
    expect(host.querySelectorAll('li')).toHaveLength(0);
    act(() => handle!.unmount());
    host.removeAttribute('data-locator-state');
    expect(host.outerHTML).toBe(before);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('releases its timer on unmount', () => {
    const host = page('', [item('future', '2026-11-28T14:00:00Z', '2026-11-28T16:00:00Z')], paris);
    let handle: ReturnType<typeof mountWidget> = null;
    act(() => void (handle = mountWidget(host, 'events', events, env())));
    expect(vi.getTimerCount()).toBe(1);
    act(() => handle!.unmount());
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits in steps when the next end is further than setTimeout can wait', () => {
    page('', [item('far', '2026-11-21T11:00:00Z', '2027-06-01T00:00:00Z')], paris);
    act(() => void mountWidget(document.getElementById('ev')!, 'events', events, env()));
    act(() => vi.advanceTimersByTime(2 ** 31 - 1));
    expect(shownIds()).toEqual(['far']);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('an event that ended while the computer slept (timers stood still) leaves within a minute, or at once when the page is shown', () => {
    const host = page('', [
      item('until-1230', '2026-11-21T11:00:00Z', '2026-11-21T12:30:00Z'),
      item('future', '2026-11-28T14:00:00Z', '2026-11-28T16:00:00Z'),
    ], paris);
    act(() => void mountWidget(host, 'events', events, env()));
    // Two hours of sleep: the wall clock moves on, the timers do not.
    vi.setSystemTime(NOW + 2 * 60 * MINUTE);
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(shownIds()).toEqual(['future']);

    host.remove();
    const again = page('', [
      item('until-1230', '2026-11-21T11:00:00Z', '2026-11-21T12:30:00Z'),
      item('future', '2026-11-28T14:00:00Z', '2026-11-28T16:00:00Z'),
    ], paris);
    vi.setSystemTime(NOW);
    act(() => void mountWidget(again, 'events', events, env()));
    vi.setSystemTime(NOW + 2 * 60 * MINUTE);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(shownIds()).toEqual(['future']);
  });

  it('re-renders dates in the page locale and store zone, naming the zone when the visitor is elsewhere', () => {
    document.documentElement.setAttribute('data-locale', 'fr_FR');
    const host = page('', [item('future', '2026-11-28T14:00:00Z', '2026-11-28T16:00:00Z')], { timezone: 'Asia/Tokyo' });
    const time = host.querySelector('time')!;
    let handle: ReturnType<typeof mountWidget> = null;
    act(() => void (handle = mountWidget(host, 'events', events, env())));
    // Tests run in UTC (or wherever the machine is), never Tokyo: the zone name is shown.
    expect(time.textContent).toMatch(/^samedi 28 novembre 2026 à 23:00 (UTC\+9|GMT\+9|JST)$/);
    act(() => handle!.unmount());
    expect(time.textContent).toBe('2026-11-28T14:00:00Z');
    document.documentElement.removeAttribute('data-locale');
  });

  it("marks a date it re-renders with the block's language when that is not the page's, and unmarks it on unmount", () => {
    document.documentElement.lang = 'en';
    try {
      const host = page('data-locale="de_DE"', [item('future', '2026-11-28T14:00:00Z', '2026-11-28T16:00:00Z')], { timezone: 'Europe/Berlin' });
      const time = host.querySelector('time')!;
      let handle: ReturnType<typeof mountWidget> = null;
      act(() => void (handle = mountWidget(host, 'events', events, env())));
      expect(time.textContent).toMatch(/^Samstag, 28\. November 2026/);
      expect(time.getAttribute('lang')).toBe('de-DE');
      // The server's title beside it is not the widget's text to mark.
      expect(host.querySelector('strong')!.closest('[lang]')).toBe(document.documentElement);
      act(() => handle!.unmount());
      expect(time.hasAttribute('lang')).toBe(false);
      // Russian has no texts of ours, but Intl formats the date in Russian: marked so.
      document.documentElement.lang = 'fr-FR';
      const russian = page('data-locale="ru_RU"', [item('future', '2026-11-28T14:00:00Z', '2026-11-28T16:00:00Z')], { timezone: 'Europe/Moscow' });
      act(() => void mountWidget(russian, 'events', events, env()));
      expect(russian.querySelector('time')!.textContent).toMatch(/ноября 2026/);
      expect(russian.querySelector('time')).toHaveAttribute('lang', 'ru-RU');
    } finally {
      document.documentElement.lang = '';
    }
  });

  it("keeps the server's date text when the store's zone is not given: the visitor's zone would change the store's times", () => {
    document.documentElement.setAttribute('data-locale', 'fr_FR');
    const host = page('', [item('future', '2026-11-28T14:00:00Z', '2026-11-28T16:00:00Z')], {});
    act(() => void mountWidget(host, 'events', events, env()));
    expect(host.querySelector('time')!.textContent).toBe('2026-11-28T14:00:00Z');
    expect(host.querySelector('#future')).not.toBeNull();
    document.documentElement.removeAttribute('data-locale');
  });

  it('keeps the server text of a date without an offset, which would otherwise be read in the visitor zone', () => {
    const host = page('', [item('wall', '2026-11-28T15:00:00Z', '2026-11-28T16:00:00Z')], { timezone: 'Asia/Tokyo' });
    const times = [['2026-11-28T15:00', '28/11 15:00'], ['2026-11-28', 'le 28'], ['2026-11-28T06:00:00+09:00', '']] as const;
    const list = host.querySelector('li')!;
    list.querySelector('time')!.remove();
    for (const [datetime, text] of times) list.insertAdjacentHTML('beforeend', `<time datetime="${datetime}">${text}</time>`);
    act(() => void mountWidget(host, 'events', events, env()));
    const shown = Array.from(host.querySelectorAll('time'), (time) => time.textContent);
    expect(shown.slice(0, 2)).toEqual(['28/11 15:00', 'le 28']);
    // With its offset the instant is known: shown in the store zone (Tokyo), 6:00 there.
    expect(shown[2]).toMatch(/\b6:00\sAM/);
  });

  it('keeps an event whose times cannot be read, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `<div data-locator="events" id="ev"><ul><li class="event" id="bad" data-start="soon">x</li></ul></div>`;
    act(() => void mountWidget(document.getElementById('ev')!, 'events', events, env()));
    expect(shownIds()).toEqual(['bad']);
    expect(warn).toHaveBeenCalledWith('[locator] events#ev: an event has no valid data-start / data-end ("soon", null: epoch seconds expected); it stays as it is');
  });

  it('renders event titles as the server text, never as HTML', () => {
    const title = '&lt;img src=x onerror="window.__xss=1"&gt;';
    page('', [item('xss', '2026-11-28T14:00:00Z', '2026-11-28T16:00:00Z', title)], paris);
    act(() => void mountWidget(document.getElementById('ev')!, 'events', events, env()));
    expect(document.querySelector('#xss strong')!.textContent).toBe('<img src=x onerror="window.__xss=1">');
    expect(document.querySelector('img')).toBeNull();
  });
});
