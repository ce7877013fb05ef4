import { useEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../src/loader/types';
import { featurePoint, type PlaceFeature } from '../../src/services/geocoder';
import { endpoints } from '../../src/services/endpoints';
import { pageGeolocator } from '../../src/services/geolocation';
import type { SearchFormConfig } from './config';
import { attachGeolocate } from './geolocate';
import { LocateSpinner } from './LocateSpinner';
import { findParts } from './markup';
import { BROWSER_SUBMIT, createFormActions } from './submit';
import { typeaheadTarget } from './target';
import { Typeahead } from './Typeahead';
import './search-form.css';

/**
 * The search form of spec §2 (page start; search form and suggestions), enhancing the server's form in place: the
 * submit interception, the geolocate button with its spinner, and place suggestions under the input.
 */
export function SearchForm({ config, context }: WidgetProps<SearchFormConfig>) {
  const parts = useMemo(() => findParts(context.element, config.inputId), [context.element, config.inputId]);
  if (!parts) throw new Error('the element has no form with a search input');
  const actions = useMemo(() => createFormActions(parts, BROWSER_SUBMIT), [parts]);
  const target = useMemo(() => typeaheadTarget(parts, config, context.id, endpoints().geocoderToken), [parts, config, context.id]);
  const [locating, setLocating] = useState(false);
  const cancelLocate = useRef<() => void>(() => {});

  useEffect(() => {
    if (typeof target === 'string') console.error(target);
  }, [target]);

  useEffect(() => {
    const listeners = new AbortController();
    const on = { signal: listeners.signal };
    parts.form.addEventListener('submit', context.guard(actions.onSubmit), on);
    const geolocate = attachGeolocate(
      parts,
      {
        geolocator: pageGeolocator(),
        onRunning: setLocating,
        onFound: context.guard((point) => actions.submitPosition(point)),
        onAbandoned: context.guard(() => actions.restore()),
        alert: (message) => window.alert(message),
        warn: (message, error) => console.warn(message, error),
        failText: config.labels.locateFailed,
        label: `search-form#${context.id}`,
      },
      listeners.signal,
    );
    // A page restored from the back-forward cache shows the form as it was before the submit: usable again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      geolocate.unmark();
      actions.restore();
    };
    cancelLocate.current = geolocate.cancel;
    window.addEventListener('pageshow', context.guard(onPageShow), on);
    return () => {
      listeners.abort();
      cancelLocate.current = () => {};
      geolocate.unmark();
      actions.restore();
    };
  }, [parts, actions, context, config.labels.locateFailed]);

  const choose = (feature: PlaceFeature) => actions.submitPosition(featurePoint(feature), feature.place_name);
  return (
    <>
      {typeof target !== 'string' && (
        <Typeahead input={target.input} parent={target.parent} config={config} context={context} onChoose={choose} />
      )}
      <LocateSpinner
        active={locating}
        returnTo={parts.geolocateButton}
        text={config.labels.locating}
        cancelText={config.labels.cancelLocate}
        onCancel={context.guard(() => cancelLocate.current())}
      />
    </>
  );
}
