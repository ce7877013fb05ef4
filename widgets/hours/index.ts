import type { WidgetDefinition } from '../../src/loader/types';
import { parseHoursConfig, type HoursConfig } from './config';
import { Hours } from './Hours';

const hours: WidgetDefinition<HoursConfig> = { mode: 'replace', parse: parseHoursConfig, Component: Hours };
export default hours;
