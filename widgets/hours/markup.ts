import type { CSSProperties } from 'react';

/**
 * The hours block's markup contract: the classes the widget renders and the server template renders too
 * (html-samples/server/pages/parts/hours.ts, docs/widgets/hours.md), so both give the same box.
 */
export const HOURS_CLASS = {
  table: 'locator-hours-table',
  row: 'locator-hours-row',
  today: 'locator-hours-row--today',
  holidayRow: 'locator-hours-row--holiday',
  holiday: 'locator-hours-holiday',
  status: 'locator-hours-status',
  statusText: 'locator-hours-status-text',
  dot: 'locator-hours-dot',
  zone: 'locator-hours-zone',
} as const;

export function rowClass(row: { today: boolean; holiday: boolean }): string {
  return [HOURS_CLASS.row, row.today && HOURS_CLASS.today, row.holiday && HOURS_CLASS.holidayRow].filter(Boolean).join(' ');
}

/**
 * Inline rather than a class: the server renders the hidden "(today)" text with the same inline style (the loader's
 * VISUALLY_HIDDEN_STYLE), so the row reads the same with or without JavaScript and before the widget's stylesheet.
 */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};
