import type { WidgetDefinition } from '../../src/loader/types';
import { parseDescriptionConfig, type DescriptionConfig } from './config';
import { Description } from './Description';

/** Enhances the server's text in place; it renders no element of its own. */
const description: WidgetDefinition<DescriptionConfig> = {
  mode: 'enhance',
  root: 'detached',
  parse: parseDescriptionConfig,
  Component: Description,
};
export default description;
