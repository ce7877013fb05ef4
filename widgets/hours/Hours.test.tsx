import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConfigInput } from '../../src/loader/types';
import { parseHoursConfig, type HoursConfig } from './config';
import { testContext } from './test-context';

// The visitor is in Paris: the widget reads the browser's zone through this function.
vi.mock('../../src/services/wall-clock', async (original) => ({
  ...(await original<typeof import('../../src/services/wall-clock')>()),
  visitorTimeZone: () => 'Europe/Paris',
}));
const { Hours } = await import('./Hours');

const iv = (start: number, end: number) => ({ start, end });
const NAMES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const days = (...intervals: { start: number; end: number }[][]) => intervals.map((list, i) => ({ day: NAMES[i], intervals: list }));
// Closed Monday and Sunday, split hours otherwise; Saturday is a holiday with short hours.
const SPLIT_DAYS = days([], ...Array.from({ length: 4 }, () => [iv(930, 1230), iv(1400, 1900)]), [iv(1000, 1400)], []);
SPLIT_DAYS[5] = { ...SPLIT_DAYS[5]!, holiday: true } as never;

/** Tuesday 2026-11-24 at a Paris wall time (UTC+1 in November). */
const parisTuesday = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return Date.UTC(2026, 10, 24, h - 1, m);
};

function config(json: Record<string, unknown>, data: Record<string, string> = {}, locale = 'en_GB'): HoursConfig {
  const input: ConfigInput = { widget: 'hours', id: 'store-hours', json: { days: SPLIT_DAYS, timezone: 'Europe/Paris', ...json }, data, locale };
  const result = parseHoursConfig(input);
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.value;
}

const status = () => document.querySelector('.locator-hours-status');
const rowHeaders = () => screen.getAllByRole('rowheader').map((th) => th.textContent);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Hours widget', () => {
  it('renders an accessible table with merged ranges, today marked and the holiday flagged', () => {
    vi.setSystemTime(parisTuesday('10:00'));
    render(<Hours config={config({})} context={testContext()} />);
    const table = screen.getByRole('table', { name: 'Opening hours' });
    expect(table).toHaveClass('theme-table', 'locator-hours-table');
    expect(rowHeaders()).toEqual(['Monday', 'Tuesday – Friday (today)', 'Saturday Holiday hours', 'Sunday']);
    const today = screen.getByRole('rowheader', { name: /today/ }).closest('tr')!;
    expect(today).toHaveClass('locator-hours-row--today');
    expect(within(today).getByRole('cell')).toHaveTextContent('09:30 – 12:30, 14:00 – 19:00');
    expect(screen.getByText('Holiday hours').closest('tr')).toHaveClass('locator-hours-row--holiday');
    expect(status()).toBeNull();
  });

  it('shows today\'s status with the indicator when open, in a polite live region', () => {
    vi.setSystemTime(parisTuesday('10:00'));
    render(<Hours config={config({}, { showopentoday: '' })} context={testContext()} />);
    expect(status()).toHaveTextContent('Open until 12:30');
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(status()).toHaveClass('locator-hours-status--open');
    expect(status()!.querySelector('.locator-hours-dot')).toHaveClass('locator-hours-dot--open');
  });

  it.each([
    ['08:00', 'Opens at 09:30', false],
    ['09:30', 'Open until 12:30', true],
    ['13:00', 'Opens at 14:00', false],
    ['19:00', 'Open until 19:00', true],
    ['19:01', 'Closed at 19:00', false],
  ])('at %s says "%s"', (time, text, open) => {
    vi.setSystemTime(parisTuesday(time));
    render(<Hours config={config({ showopentoday: true })} context={testContext()} />);
    expect(status()).toHaveTextContent(text);
    expect(status()).toHaveClass(open ? 'locator-hours-status--open' : 'locator-hours-status--closed');
  });

  it('re-evaluates when the clock crosses a closing time, and releases its timer on unmount', () => {
    vi.setSystemTime(parisTuesday('18:59'));
    const context = testContext();
    const { unmount } = render(<Hours config={config({ showopentoday: true })} context={context} />);
    expect(status()).toHaveTextContent('Open until 19:00');
    act(() => void vi.advanceTimersByTime(60_000));
    expect(status()).toHaveTextContent('Open until 19:00');
    act(() => void vi.advanceTimersByTime(60_000));
    expect(status()).toHaveTextContent('Closed at 19:00');
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    context.controller.abort();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('catches up within a minute after the computer slept past a closing time (the timer stood still meanwhile)', () => {
    vi.setSystemTime(parisTuesday('10:00'));
    render(<Hours config={config({ showopentoday: true })} context={testContext()} />);
    expect(status()).toHaveTextContent('Open until');
    // Asleep from 10:00 to 20:00: the wall clock moves on, the timers do not.
    vi.setSystemTime(parisTuesday('20:00'));
    act(() => void vi.advanceTimersByTime(60_000));
    expect(status()).toHaveTextContent('Closed at 19:00');
  });

  it('moves today and the order at the store\'s midnight', () => {
    vi.setSystemTime(parisTuesday('23:59'));
    render(<Hours config={config({ showopentoday: true, todayfirst: true })} context={testContext()} />);
    expect(rowHeaders()[0]).toBe('Tuesday – Friday (today)');
    act(() => void vi.advanceTimersByTime(60_000));
    expect(rowHeaders()).toEqual(['Wednesday – Friday (today)', 'Saturday Holiday hours', 'Sunday – Monday', 'Tuesday']);
    expect(status()).toHaveTextContent('Opens at 09:30');
  });

  it('uses 12-hour times with AM/PM when the flag is off', () => {
    vi.setSystemTime(parisTuesday('13:00'));
    render(<Hours config={config({ showopentoday: true, twentyFourHourClock: false })} context={testContext()} />);
    expect(status()).toHaveTextContent('Opens at 2:00 PM');
    // A no-break space before AM/PM (the matchers above read any space as one).
    expect(screen.getByText('9:30 AM – 12:30 PM, 2:00 PM – 7:00 PM').textContent).toBe('9:30\u00a0AM – 12:30\u00a0PM, 2:00\u00a0PM – 7:00\u00a0PM');
  });

  it('computes "now" in the store\'s zone and notes the zone when the visitor\'s clock differs', () => {
    // 19:00 in Paris is 13:00 in New York, in the lunch break of a New York store.
    vi.setSystemTime(parisTuesday('19:00'));
    render(<Hours config={config({ showopentoday: true, timezone: 'America/New_York' })} context={testContext()} />);
    expect(status()).toHaveTextContent('Opens at 14:00');
    const note = screen.getByText(/store’s time zone/);
    expect(note).toHaveTextContent('Times are in the store’s time zone: Eastern Time');
    expect(screen.getByRole('table')).toHaveAccessibleDescription(note.textContent!);
  });

  it('shows no zone note when the visitor reads the same clock', () => {
    vi.setSystemTime(parisTuesday('18:30'));
    render(<Hours config={config({ timezone: 'Europe/Berlin' })} context={testContext()} />);
    // The note keeps its box (no layout shift when a visitor elsewhere reads the page) but is neither seen nor read.
    const note = screen.getByText(/time zone/);
    expect(note).not.toBeVisible();
    expect(note).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-describedby');
  });

  it('renders untrusted templates as text', () => {
    vi.setSystemTime(parisTuesday('10:00'));
    render(<Hours config={config({ showopentoday: true, openUntil: '<img src=x onerror=alert(1)> {time}' })} context={testContext()} />);
    expect(status()).toHaveTextContent('<img src=x onerror=alert(1)> 12:30');
    expect(document.querySelector('img')).toBeNull();
  });

  it('speaks the page language', () => {
    vi.setSystemTime(parisTuesday('10:00'));
    render(<Hours config={config({ showopentoday: true }, {}, 'fr_FR')} context={testContext()} />);
    expect(screen.getByRole('table', { name: 'Horaires d’ouverture' })).toBeInTheDocument();
    expect(rowHeaders()[1]).toBe('Mardi – Vendredi (aujourd’hui)');
    expect(status()).toHaveTextContent('Ouvert jusqu’à 12:30');
  });
});
