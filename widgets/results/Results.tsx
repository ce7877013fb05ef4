import { useMemo } from 'react';
import type { WidgetProps } from '../../src/loader/types';
import { getResultsStore } from '../../src/services/results-bus';
import type { ResultsConfig } from './config';
import './results.css';
import { useCards } from './use-cards';
import { useRequery } from './use-requery';
import { useViewToggle, useViewport } from './use-view';

/**
 * The search results screen (spec §2, §4): the server-rendered cards, the narrow-screen list/map toggle and the
 * "search this area" button, sharing the group's store with the results map. Renders nothing of its own.
 */
export function Results({ config, context }: WidgetProps<ResultsConfig>) {
  const store = useMemo(() => getResultsStore(config.group), [config.group]);
  useViewport(store, config.breakpoint, context);
  useCards(store, config, context);
  useViewToggle(store, context);
  useRequery(store, config, context);
  return null;
}
