import type { WidgetDefinition } from '../../src/loader/types';
import { parseSearchFormConfig, type SearchFormConfig } from './config';
import { SearchForm } from './SearchForm';

const searchForm: WidgetDefinition<SearchFormConfig> = { mode: 'enhance', parse: parseSearchFormConfig, Component: SearchForm };
export default searchForm;
