import type { WidgetDefinition } from '../../src/loader/types';
import { parseEventsConfig, type EventsConfig } from './config';
import { Events } from './Events';

const events: WidgetDefinition<EventsConfig> = { mode: 'enhance', root: 'detached', parse: parseEventsConfig, Component: Events };
export default events;
