import type { HoursTexts } from '../core/hours/format';

/**
 * The hours widget's texts (each language's in src/i18n/languages). `{time}` is replaced by a formatted time,
 * `{zone}` by the store's time-zone name. openUntil, closeAt, opensAt and midnight are the spec's templates (§3) and
 * can be overridden in config.
 */
export interface HoursStrings extends HoursTexts {
  /** The table's caption. */
  caption: string;
  /** Visually hidden after today's day name: '(today)'. */
  today: string;
  /** The marker of a day with special (holiday) hours. */
  holiday: string;
  /** Shown when the visitor's clock differs from the store's: 'Times are in the store’s time zone: {zone}'. */
  zoneNote: string;
}
