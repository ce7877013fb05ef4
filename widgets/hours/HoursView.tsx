import { useId, useMemo } from 'react';
import { hoursRows, localTime, statusText, todayStatus, zoneNoteText, zonesDiffer } from '../../src/core/hours';
import type { HoursConfig } from './config';
import { HoursTable } from './HoursTable';
import { HOURS_CLASS } from './markup';
import { OpenToday } from './OpenToday';
import './hours.css';

export interface HoursViewProps {
  config: HoursConfig;
  /** The instant to show (epoch ms). */
  now: number;
  /** The visitor's IANA zone; the store's zone falls back to it when the config names none. */
  visitorZone: string;
  /** Classes of the server's table, kept for the host theme. */
  tableClass: string;
}

/** The whole hours block at one instant: status line, table and, when the visitor's clock differs, the zone note. */
export function HoursView({ config, now, visitorZone, tableClass }: HoursViewProps) {
  const zoneNoteId = useId();
  const storeZone = config.timeZone ?? visitorZone;
  const local = localTime(now, storeZone);
  const { texts } = config;
  const rows = useMemo(
    () =>
      hoursRows(config.week, {
        locale: config.locale,
        clock: config.clock,
        texts,
        todayFirst: config.todayFirst,
        merge: config.merge,
        today: local.weekday,
      }),
    [config, texts, local.weekday],
  );
  const status = todayStatus(config.week, local);
  const showZone = config.timeZone !== null && zonesDiffer(config.timeZone, visitorZone, now);
  const zoneNote = config.timeZone === null ? '' : zoneNoteText(texts.zoneNote, config.timeZone, config.locale, now);
  return (
    <>
      {config.showOpenToday && <OpenToday text={statusText(status, config.clock, { ...texts, allDay: config.allDayStatus })} open={status.open} />}
      <HoursTable rows={rows} texts={texts} className={tableClass} describedBy={showZone ? zoneNoteId : undefined} />
      {/* A store with a zone always has the note's box: the server renders it hidden with the same text, so naming
          the zone (which depends on the visitor's clock) moves nothing, however many lines the text takes. */}
      {config.timeZone !== null && (
        <p className={HOURS_CLASS.zone} id={showZone ? zoneNoteId : undefined} aria-hidden={showZone ? undefined : true} style={showZone ? undefined : { visibility: 'hidden' }}>
          {zoneNote}
        </p>
      )}
    </>
  );
}
