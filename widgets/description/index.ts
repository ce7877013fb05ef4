import type { WidgetDefinition } from '../../src/loader/types';
import { parseDescriptionConfig, type DescriptionConfig } from './config';
import { Description } from './Description';

const description: WidgetDefinition<DescriptionConfig> = {
  mode: 'replace',
  parse: parseDescriptionConfig,
  Component: Description,
};
export default description;
