import type { SearchFormConfig } from './config';
import type { FormParts } from './markup';

export interface TypeaheadTarget {
  parent: HTMLElement;
  input: HTMLInputElement;
}

/**
 * The type-ahead needs a parent element id and an input id (spec §5): the configured ones, else the host's id and its
 * input's id. It also needs the geocoder's access token (`geocoderToken`, the page's services block): without one
 * every query would be refused, and each refusal would tell a screen reader that the place does not exist. Returns the
 * elements, or the console error to log when something is missing (the type-ahead does not start; the rest of the
 * form works: submit and geolocation need no token).
 */
export function typeaheadTarget(parts: FormParts, config: Pick<SearchFormConfig, 'parentId' | 'inputId'>, widgetId: string, token: string): TypeaheadTarget | string {
  const doc = parts.host.ownerDocument;
  const parentId = config.parentId ?? (parts.host.id || null);
  const inputId = config.inputId ?? (parts.input.id || null);
  // The host's own input, named by an id another element also has (a header search and a page search both "q"):
  // looked up by id, the suggestions would go to the other one.
  if (!config.inputId && inputId && doc.getElementById(inputId) !== parts.input) {
    return `[locator] search-form#${widgetId}: more than one element has the id "${inputId}"; suggestions are off`;
  }
  const parent = parentId ? doc.getElementById(parentId) : null;
  const input = inputId ? doc.getElementById(inputId) : null;
  if (parent && input instanceof HTMLInputElement) {
    if (!token.trim()) return `[locator] search-form#${widgetId}: no geocoderToken in the page's services block; suggestions are off`;
    return { parent, input };
  }
  const show = (id: string | null, found: boolean) => (id === null ? 'none' : found ? `"${id}"` : `"${id}" (no such element)`);
  return (
    `[locator] search-form#${widgetId}: the type-ahead needs both a parent element id and an input id, ` +
    `got parentId ${show(parentId, !!parent)} and inputId ${show(inputId, input instanceof HTMLInputElement)}; suggestions are off`
  );
}
