import type { WidgetDefinition } from '../../src/loader/types';
import { parseRegionMapConfig, type RegionMapConfig } from './config';
import { RegionMap } from './RegionMap';

const regionMap: WidgetDefinition<RegionMapConfig> = { mode: 'replace', parse: parseRegionMapConfig, Component: RegionMap };
export default regionMap;
