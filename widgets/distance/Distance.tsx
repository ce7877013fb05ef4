import { useLayoutEffect } from 'react';
import type { WidgetProps } from '../../src/loader/types';
import { readMapQuery } from '../../src/services/map-query';
import { localeLang } from '../../src/loader/runtime/part-lang';
import { applyDistances, DISTANCE_TARGET } from './apply';
import type { DistanceConfig } from './config';

/**
 * Distances from the searched position to each location (spec §3, §9 distance). Rendered before the first paint
 * after mounting, in the same box as the server's text.
 */
export function Distance({ config, context }: WidgetProps<DistanceConfig>) {
  useLayoutEffect(() => {
    const label = `distance#${context.id}`;
    const origin = config.origin ?? readMapQuery(context.element.ownerDocument)?.point ?? null;
    if (!origin) {
      // Nothing to measure (a search that found no place lists no location): nothing left undone to tell.
      const host = context.element;
      if (!host.matches(DISTANCE_TARGET) && !host.querySelector(DISTANCE_TARGET)) return;
      console.warn(`[locator] ${label}: no searched position (config.origin or a map-query block with latitude and longitude); the distances stay as rendered`);
      return;
    }
    const { restore, skipped } = applyDistances(context.element, origin, config.unit, config.locale, localeLang(context));
    if (skipped) console.error(`[locator] ${label}: ${skipped} distance element(s) without a valid data-latitude and data-longitude kept their text`);
    return restore;
  }, [config, context]);
  return null;
}
