export { createTypeahead, TYPEAHEAD_DEBOUNCE_MS, type ChangeCause, type Typeahead, type TypeaheadDeps } from './controller';
export { initialState, isExpanded, isQueryable, reduce, type TypeaheadEvent, type TypeaheadState } from './state';
export { statusText, TYPEAHEAD_TEXTS_EN, typeaheadView, type TypeaheadTexts, type TypeaheadView } from './status';
