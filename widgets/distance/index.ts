import type { WidgetDefinition } from '../../src/loader/types';
import { parseDistanceConfig, type DistanceConfig } from './config';
import { Distance } from './Distance';

const distance: WidgetDefinition<DistanceConfig> = { mode: 'enhance', root: 'detached', parse: parseDistanceConfig, Component: Distance };
export default distance;
