import type { WidgetDefinition } from '../../src/loader/types';
import { parseHeaderFooterConfig, type HeaderFooterConfig } from './config';
import { HeaderFooter } from './HeaderFooter';

const headerFooter: WidgetDefinition<HeaderFooterConfig> = { mode: 'enhance', root: 'detached', parse: parseHeaderFooterConfig, Component: HeaderFooter };
export default headerFooter;
