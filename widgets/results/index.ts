import type { WidgetDefinition } from '../../src/loader/types';
import { parseResultsConfig, type ResultsConfig } from './config';
import { Results } from './Results';

/** Enhance mode: the server's cards are the list; the widget adds the selection, the view toggle and the requery. */
const results: WidgetDefinition<ResultsConfig> = { mode: 'enhance', parse: parseResultsConfig, Component: Results, root: 'detached' };
export default results;
