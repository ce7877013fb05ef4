import { useCallback } from 'react';
import { createPortal } from 'react-dom';
import type { TypeaheadTexts } from '../../src/core/typeahead';
import type { WidgetContext } from '../../src/loader/types';
import { otherLang } from '../../src/loader/runtime/part-lang';
import { geocode, type PlaceFeature } from '../../src/services/geocoder';
import { useCombobox, useParentBox } from './combobox';
import type { SearchFormConfig } from './config';
import { Suggestions } from './Suggestions';
import { useTypeahead } from './use-typeahead';

export interface TypeaheadProps {
  input: HTMLInputElement;
  parent: HTMLElement;
  config: SearchFormConfig;
  context: WidgetContext;
  onChoose(feature: PlaceFeature): void;
}

const labelOf = (feature: PlaceFeature) => feature.place_name;

/** Place suggestions under the search input (spec §2 search form and suggestions), attached to the parent element. */
export function Typeahead({ input, parent, config, context, onChoose }: TypeaheadProps) {
  const listboxId = `locator-${context.id}-suggestions`;
  const { global, countryCode, proximity, labels } = config;
  const search = useCallback(
    (query: string, signal: AbortSignal) =>
      geocode(query, { global, country: countryCode, signal, report: context.report, ...(proximity ? { proximity } : {}) }),
    [global, countryCode, proximity, context],
  );
  const texts: TypeaheadTexts = { empty: labels.typeToSearch, options: labels.options, oneOption: labels.oneOption, noResults: labels.noResults };
  const { view, hover, choose } = useTypeahead({ input, search, labelOf, onChoose, texts, guard: context.guard });
  useCombobox(input, listboxId, view.expanded, view.activeIndex);
  useParentBox(parent);
  return createPortal(
    <Suggestions
      id={listboxId}
      view={view}
      labelOf={labelOf}
      label={labels.suggestions}
      input={input}
      parent={parent}
      lang={otherLang(parent, context.lang)}
      onHover={hover}
      onChoose={context.guard(choose)}
    />,
    parent,
  );
}
