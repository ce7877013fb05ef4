import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldForPixel } from '../../src/core/analytics-names';
import { renderForm } from './test-helpers';
import { countryText, findParts } from './markup';
import { BROWSER_SUBMIT, createFormActions, SUBMIT_LOCK_MS, withCountry } from './submit';

const deps = (query: string | null = null) => ({
  reload: vi.fn(),
  submit: vi.fn(),
  mapQuery: vi.fn(() => (query === null ? null : { query, point: null })),
});
const submitEvent = () => new Event('submit', { cancelable: true });
afterEach(() => void (document.body.innerHTML = ''));

describe('withCountry', () => {
  it("appends ', <country>' to a typed query", () => {
    expect(withCountry('Boston', 'United States')).toBe('Boston, United States');
    expect(withCountry('  Boston ', 'United States')).toBe('Boston, United States');
  });
  it('leaves an empty query, a page without country text and a query that already ends with it', () => {
    expect(withCountry('  ', 'United States')).toBe('  ');
    expect(withCountry('Boston', '')).toBe('Boston');
    expect(withCountry('Boston, united states', 'United States')).toBe('Boston, united states');
    // The country typed alone is not doubled.
    expect(withCountry(' france ', 'France')).toBe('france');
  });
});

describe('markup', () => {
  it('finds the form parts; the search button is the submit button that is not the geolocate one', () => {
    const parts = renderForm();
    expect(parts.input.name).toBe('q');
    expect(parts.searchButton?.textContent).toBe('Search');
    expect(parts.geolocateButton?.textContent).toBe('Use my location');
    expect(countryText(parts)).toBe('United States');
  });
  it('reads no country from a marked form with an empty value (its text is its label and buttons)', () => {
    const parts = renderForm({ country: null });
    parts.form.setAttribute('data-locator-country', '');
    expect(countryText({ country: parts.form })).toBe('');
  });
  it('reads the country from a marked element’s text when the attribute is empty', () => {
    renderForm({ country: null });
    document.querySelector('form')!.insertAdjacentHTML('beforeend', '<span data-locator-country> France </span>');
    expect(countryText(findParts(document.querySelector('[data-locator]')!, null)!)).toBe('France');
  });
  it('reads the page’s country text outside the host when the host has none', () => {
    renderForm({ country: null });
    document.body.insertAdjacentHTML('afterbegin', '<p data-locator-country="Belgique"></p>');
    expect(countryText(findParts(document.querySelector('[data-locator]')!, null)!)).toBe('Belgique');
  });
  it('has no parts without a form or an input', () => {
    document.body.innerHTML = '<div id="h"><input></div>';
    expect(findParts(document.getElementById('h')!, null)).toBeNull();
  });
});

describe('submit interception (spec §2 page start)', () => {
  it('reloads the page when the map-query block holds the current query', () => {
    const parts = renderForm({ value: 'Lyon' });
    const d = deps('Lyon');
    const event = submitEvent();
    createFormActions(parts, d).onSubmit(event);
    expect(event.defaultPrevented).toBe(true);
    expect(d.reload).toHaveBeenCalledOnce();
    expect(parts.input.value).toBe('Lyon');
    expect(parts.searchButton?.disabled).toBe(false);
  });

  it("otherwise appends ', country', lets the submission go on and disables the search button", () => {
    const parts = renderForm({ value: 'Boston' });
    const d = deps('Lyon');
    const event = submitEvent();
    createFormActions(parts, d).onSubmit(event);
    expect(event.defaultPrevented).toBe(false);
    expect(d.reload).not.toHaveBeenCalled();
    expect(parts.input.value).toBe('Boston, United States');
    expect(parts.searchButton?.disabled).toBe(true);
  });

  it('does the same on a page without a map-query block, and does not submit twice', () => {
    const parts = renderForm({ value: 'Boston' });
    const actions = createFormActions(parts, deps());
    actions.onSubmit(submitEvent());
    const again = submitEvent();
    actions.onSubmit(again);
    expect(again.defaultPrevented).toBe(true);
    expect(parts.input.value).toBe('Boston, United States');
  });

  it('a submit the page’s own handler cancelled changes nothing: the next one is still intercepted', () => {
    const parts = renderForm({ value: 'Boston' });
    const actions = createFormActions(parts, deps());
    const cancelled = submitEvent();
    cancelled.preventDefault();
    actions.onSubmit(cancelled);
    expect(parts.input.value).toBe('Boston');
    expect(parts.searchButton?.disabled).toBe(false);
    const next = submitEvent();
    actions.onSubmit(next);
    expect(next.defaultPrevented).toBe(false);
    expect(parts.input.value).toBe('Boston, United States');
  });

  it('a submit a later handler cancels (the page’s, on the document) is undone once the event is through', () => {
    const parts = renderForm({ value: 'Boston' });
    const actions = createFormActions(parts, deps());
    parts.form.addEventListener('submit', actions.onSubmit);
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('submit', cancel, { once: true });
    parts.form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    expect(parts.input.value).toBe('Boston');
    expect(parts.searchButton?.disabled).toBe(false);
    // The next one is intercepted as usual.
    const next = new Event('submit', { cancelable: true, bubbles: true });
    parts.form.dispatchEvent(next);
    expect(next.defaultPrevented).toBe(false);
    expect(parts.input.value).toBe('Boston, United States');
    expect(parts.searchButton?.disabled).toBe(true);
  });

  it('a submit the click analytics holds for its pixel (it sends the form itself a moment later) keeps its changes', () => {
    const parts = renderForm({ value: 'Boston' });
    const actions = createFormActions(parts, deps());
    parts.form.addEventListener('submit', actions.onSubmit);
    // As the analytics' own window listener, registered before the form's: it prevents the default and holds it.
    const hold = (event: Event) => {
      heldForPixel.add(event);
      event.preventDefault();
    };
    window.addEventListener('submit', hold, { once: true });
    parts.form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    expect(parts.input.value).toBe('Boston, United States');
    expect(parts.searchButton?.disabled).toBe(true);
  });

  it('a submit the page’s own handler cancels and stops on its way up is undone a task later, its listener gone', () => {
    vi.useFakeTimers();
    try {
      const parts = renderForm({ value: 'Boston' });
      const actions = createFormActions(parts, deps());
      parts.form.addEventListener('submit', actions.onSubmit);
      const sendItself = (event: Event) => {
        event.preventDefault();
        event.stopPropagation();
      };
      document.addEventListener('submit', sendItself);
      const removed = vi.spyOn(window, 'removeEventListener');
      parts.form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
      vi.runAllTimers();
      expect(parts.input.value).toBe('Boston');
      expect(parts.searchButton?.disabled).toBe(false);
      expect(removed).toHaveBeenCalledWith('submit', expect.any(Function));
      // And again: each submit is undone, not only the first.
      parts.form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
      expect(parts.input.value).toBe('Boston, United States');
      vi.runAllTimers();
      expect(parts.input.value).toBe('Boston');
      expect(parts.searchButton?.disabled).toBe(false);
      document.removeEventListener('submit', sendItself);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a page still here after SUBMIT_LOCK_MS (a stopped navigation, a 204) takes searches again; the text stays as shown', () => {
    vi.useFakeTimers();
    try {
      const parts = renderForm({ value: 'Boston' });
      const actions = createFormActions(parts, deps());
      actions.onSubmit(submitEvent());
      vi.advanceTimersByTime(SUBMIT_LOCK_MS - 1);
      expect(parts.searchButton?.disabled).toBe(true);
      vi.advanceTimersByTime(1);
      expect(parts.searchButton?.disabled).toBe(false);
      expect(parts.input.value).toBe('Boston, United States');
      const again = submitEvent();
      actions.onSubmit(again);
      expect(again.defaultPrevented).toBe(false);
      expect(parts.input.value).toBe('Boston, United States');
      expect(parts.searchButton?.disabled).toBe(true);
      // What the visitor types after the lift is never undone (a restore puts back what the new submit changed only).
      vi.advanceTimersByTime(SUBMIT_LOCK_MS);
      parts.input.value = 'Boston, United States, MA';
      actions.restore();
      expect(parts.input.value).toBe('Boston, United States, MA');
      expect(parts.searchButton?.disabled).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a named search button that sent the form is still sent (as a hidden field): a disabled one would be left out', () => {
    const parts = renderForm({ value: 'Boston' });
    const button = parts.searchButton!;
    button.name = 'op';
    button.value = 'search';
    const actions = createFormActions(parts, deps());
    actions.onSubmit(new SubmitEvent('submit', { cancelable: true, submitter: button }));
    expect(button.disabled).toBe(true);
    expect([...new FormData(parts.form)]).toContainEqual(['op', 'search']);
    // A submit that names no button (the page's requestSubmit()) adds none.
    actions.restore();
    expect([...new FormData(parts.form)].map(([name]) => name)).not.toContain('op');
    actions.onSubmit(submitEvent());
    expect([...new FormData(parts.form)].map(([name]) => name)).not.toContain('op');
  });

  it('restore puts the value, the button and the submit guard back', () => {
    const parts = renderForm({ value: 'Boston' });
    const actions = createFormActions(parts, deps());
    actions.onSubmit(submitEvent());
    actions.restore();
    expect(parts.input.value).toBe('Boston');
    expect(parts.searchButton?.disabled).toBe(false);
    const event = submitEvent();
    actions.onSubmit(event);
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('position search (spec §7)', () => {
  it("submits a hidden q = 'latitude,longitude' with the input renamed qp", () => {
    const parts = renderForm({ value: 'Ly' });
    const d = deps();
    createFormActions(parts, d).submitPosition({ latitude: 45.75, longitude: 4.85 }, 'Lyon, Auvergne-Rhône-Alpes, France');
    expect(d.submit).toHaveBeenCalledWith(parts.form);
    expect(Object.fromEntries(new FormData(parts.form))).toEqual({ q: '45.75,4.85', qp: 'Lyon, Auvergne-Rhône-Alpes, France' });
    expect(parts.searchButton?.disabled).toBe(true);
  });

  it('says when it submitted nothing: a submit is already under way', () => {
    const actions = createFormActions(renderForm({ value: 'Ly' }), deps());
    expect(actions.submitPosition({ latitude: 1, longitude: 2 })).toBe(true);
    expect(actions.submitPosition({ latitude: 3, longitude: 4 })).toBe(false);
  });

  it('a submit under way locks out the other actions of the same form: an Enter after "search this area" sends nothing', () => {
    const parts = renderForm({ value: 'Lyon' });
    const searchForm = createFormActions(parts, deps());
    const searchThisArea = createFormActions(parts, deps());
    expect(searchThisArea.submitPosition({ latitude: 45.75, longitude: 4.85 })).toBe(true);
    const enter = submitEvent();
    searchForm.onSubmit(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(searchForm.submitPosition({ latitude: 1, longitude: 2 })).toBe(false);
    // Once the lock is given back (restore, or SUBMIT_LOCK_MS later), either may send it again.
    searchThisArea.restore();
    const next = submitEvent();
    searchForm.onSubmit(next);
    expect(next.defaultPrevented).toBe(false);
  });

  it('submits with the form’s own method, even when a control is named "submit"', () => {
    const parts = renderForm({ value: 'Ly' });
    parts.form.insertAdjacentHTML('beforeend', '<input type="submit" name="submit" value="Go">');
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    // In a browser `form.submit` is now that control, not the method.
    BROWSER_SUBMIT.submit(parts.form);
    expect(submit).toHaveBeenCalledOnce();
    expect(submit.mock.contexts[0]).toBe(parts.form);
    submit.mockRestore();
  });

  it('after SUBMIT_LOCK_MS with the page still here, the hidden field goes and the input has its name again', () => {
    vi.useFakeTimers();
    try {
      const parts = renderForm({ value: 'Ly' });
      const actions = createFormActions(parts, deps());
      actions.submitPosition({ latitude: 1, longitude: 2 }, 'Lyon');
      vi.advanceTimersByTime(SUBMIT_LOCK_MS);
      expect(Object.fromEntries(new FormData(parts.form))).toEqual({ q: 'Lyon' });
      expect(parts.searchButton?.disabled).toBe(false);
      expect(actions.submitPosition({ latitude: 3, longitude: 4 })).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('restore removes the hidden field and gives the input its name back', () => {
    const parts = renderForm({ value: 'Ly' });
    const actions = createFormActions(parts, deps());
    actions.submitPosition({ latitude: 1, longitude: 2 });
    actions.restore();
    expect(Object.fromEntries(new FormData(parts.form))).toEqual({ q: 'Ly' });
    expect(parts.form.querySelector('[data-locator-position]')).toBeNull();
  });
});
