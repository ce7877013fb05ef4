import type { WidgetDefinition } from '../../src/loader/types';
import { parseVideoConfig, type VideoConfig } from './config';
import { Video } from './Video';

const video: WidgetDefinition<VideoConfig> = { mode: 'replace', parse: parseVideoConfig, Component: Video };
export default video;
