import type { WidgetDefinition } from '../../src/loader/types';
import { parseMapConfig, type MapConfig } from './config';
import { MapWidget } from './MapWidget';

/** Enhance mode: the server's fallback (the stores as a list) stays in the page under the map and returns on failure. */
const map: WidgetDefinition<MapConfig> = { mode: 'enhance', parse: parseMapConfig, Component: MapWidget, signalsReady: true };
export default map;
