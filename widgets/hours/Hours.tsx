import { useMemo } from 'react';
import type { WidgetProps } from '../../src/loader/types';
import type { HoursConfig } from './config';
import { HoursView } from './HoursView';
import { HOURS_CLASS } from './markup';
import { visitorTimeZone } from '../../src/services/wall-clock';
import { useHoursClock } from './use-hours-clock';

/** The opening-hours widget (spec §2, §4): re-renders the server's hours table with today, status and time zone. */
export function Hours({ config, context }: WidgetProps<HoursConfig>) {
  const visitorZone = useMemo(visitorTimeZone, []);
  const now = useHoursClock(config.week, config.timeZone ?? visitorZone, context);
  const tableClass = useMemo(() => themeClasses(context.server), [context.server]);
  return <HoursView config={config} now={now} visitorZone={visitorZone} tableClass={tableClass} />;
}

/** The server table's classes plus the widget's own: the host theme's table styles keep applying. */
function themeClasses(server: DocumentFragment): string {
  const classes = new Set((server.querySelector('table')?.getAttribute('class') ?? '').split(/\s+/).filter(Boolean));
  classes.add(HOURS_CLASS.table);
  return [...classes].join(' ');
}
