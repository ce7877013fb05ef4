import type { FixtureLocation, HoursDay } from '../../../../fixtures/lib/types';
import { hoursRows, localeClock, localTime, parseWeek, zoneNoteText, type Weekday } from '../../../../src/core/hours';
import { strings } from '../../../../src/i18n/strings';
import '../../../../src/i18n/all';
import { VISUALLY_HIDDEN_STYLE } from '../../../../src/loader/schema';
import { HOURS_CLASS, rowClass } from '../../../../widgets/hours/markup';
import { html, jsonBlock, type Raw } from '../../html';
import { siteTexts } from '../texts';

export interface HoursBlockOptions {
  id: string;
  /** Page locale (fr_BE, en_US): day names, texts and the default clock. */
  locale: string;
  days: HoursDay[];
  /** The store's IANA zone. */
  timezone?: string;
  showopentoday?: boolean;
  todayfirst?: boolean;
  /** Omitted: the locale's usual clock, as the widget does. */
  twentyFourHourClock?: boolean;
  /** Further config keys (text templates, merge). */
  config?: Record<string, unknown>;
  /**
   * The render instant, to mark today and start from it as the widget will (in the store's zone), so the widget's
   * first render matches this markup. null for static pages (no today).
   */
  now: number | null;
}

/**
 * The hours block as a CMS renders it: the widget's data attributes and JSON config, and the same structure the
 * widget renders (status line, table with caption and row headers), so the JavaScript-off page is complete and the
 * widget takes over in the same box. The status line is rendered empty (a no-break space keeps its line height): its
 * text depends on the minute the page is read, which a cached page cannot know. A store with a zone gets the zone
 * note hidden, with its text, so its box is the one the widget shows when the visitor's clock differs.
 */
export function hoursBlock(options: HoursBlockOptions): Raw {
  const texts = strings(options.locale).hours;
  const { week } = parseWeek(options.days);
  const clock = options.twentyFourHourClock === undefined ? localeClock(options.locale) : options.twentyFourHourClock ? '24h' : '12h';
  const today: Weekday | null = options.now === null ? null : localTime(options.now, options.timezone ?? 'UTC').weekday;
  const merge = options.config?.merge !== false;
  const rows = hoursRows(week, { locale: options.locale, clock, texts, todayFirst: !!options.todayfirst, merge, today });
  const config = {
    days: options.days,
    ...(options.timezone ? { timezone: options.timezone } : {}),
    ...(options.twentyFourHourClock === undefined ? {} : { twentyFourHourClock: options.twentyFourHourClock }),
    ...options.config,
  };
  return html`<div data-locator="hours" id="${options.id}"${options.showopentoday ? html` data-showopentoday` : ''}${options.todayfirst ? html` data-todayfirst` : ''}>
<script type="application/json" data-locator-config>${jsonBlock(config)}</script>
${options.showopentoday ? html`<p class="${HOURS_CLASS.status}">&nbsp;</p>` : ''}
<table class="hours-table ${HOURS_CLASS.table}"><caption>${texts.caption}</caption>
<tbody>${rows.map(
    (row) => html`<tr class="${rowClass(row)}"><th scope="row">${row.label}${row.today ? html`<span style="${VISUALLY_HIDDEN_STYLE}"> ${texts.today}</span>` : ''}${row.holiday ? html` <span class="${HOURS_CLASS.holiday}">${texts.holiday}</span>` : ''}</th><td>${row.hours}</td></tr>`,
  )}</tbody>
</table>
${options.timezone ? html`<p class="${HOURS_CLASS.zone}" aria-hidden="true" style="visibility: hidden">${zoneNoteText(texts.zoneNote, options.timezone, options.locale, options.now ?? Date.now())}</p>` : ''}
</div>`;
}

/** The location page's hours: the store's zone, the status line and today first. */
export function hoursSection(location: FixtureLocation, now: number = Date.now()): Raw {
  return html`<section aria-labelledby="hours-title"><h2 id="hours-title">${siteTexts(location.locale).hours}</h2>
${hoursBlock({ id: 'hours', locale: location.locale, days: location.hours, timezone: location.timezone, showopentoday: true, todayfirst: true, now })}
</section>`;
}
