import { findParts, type FormParts } from './markup';

/** The sample markup of a search-form host, as the sample pages render it. */
export function renderForm(options: { value?: string; country?: string | null; geolocate?: boolean; ids?: boolean } = {}): FormParts {
  const { value = '', country = 'United States', geolocate = true, ids = true } = options;
  document.body.innerHTML = `
    <div data-locator="search-form" ${ids ? 'id="search"' : ''}>
      <form action="/search" method="get" role="search" ${country === null ? '' : `data-locator-country="${country}"`}>
        <label for="q">City</label>
        <input ${ids ? 'id="q"' : ''} name="q" type="search" value="${value}">
        <button type="submit">Search</button>
        ${geolocate ? '<button type="submit" data-locator-geolocate>Use my location</button>' : ''}
      </form>
    </div>`;
  return findParts(document.querySelector<HTMLElement>('[data-locator="search-form"]')!, null)!;
}
